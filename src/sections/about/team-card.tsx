import { graphql } from "gatsby";
import { ContentImage } from "../../components/image/content-image";
import { PersonSocials } from "./person-socials";
import { theme } from "../../styles/theme";
import type { WithImage } from "../../components/image/with-image";
import { cardSurface } from "../../styles/surfaces";

type TeamCardProps = WithImage<Queries.TeamCardFragment>;

/** A team member: portrait, name, role, headline, description and profiles. */
export function TeamCard({ name, role, title, desc, image, imageAlt, socials }: TeamCardProps) {
  return (
    <li
      css={{
        ...cardSurface,
        padding: theme.space.lg,
        display: "grid",
        gap: theme.space.sm,
        justifyItems: "center",
        textAlign: "center",
      }}
    >
      <ContentImage image={image} alt={imageAlt} sizes="120px" css={{ width: 120, borderRadius: "50%" }} />
      <h3 css={{ margin: "0.5rem 0 0", fontSize: theme.fontSizes.lg, color: theme.colors.primaryDark }}>{name}</h3>
      <p css={{ margin: 0, fontWeight: 700, color: theme.colors.accentDark, fontSize: theme.fontSizes.sm }}>{role}</p>
      <p css={{ margin: 0, fontStyle: "italic" }}>{title}</p>
      <p css={{ margin: 0, color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>{desc}</p>
      <PersonSocials name={name} socials={socials} />
    </li>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const teamCardFragment = graphql`
  fragment TeamCard on TeamJson {
    name
    role
    title
    desc
    imageAlt
    image {
      ...Portrait
    }
    socials {
      ...PersonSocials
    }
  }
`;
