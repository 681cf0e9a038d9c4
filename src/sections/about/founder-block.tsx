import { graphql } from "gatsby";
import { Container } from "../../components/container";
import { ContentImage } from "../../components/image/content-image";
import { PersonSocials } from "./person-socials";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import type { WithImage } from "../../components/image/with-image";

type FounderBlockProps = WithImage<Queries.FounderBlockFragment>;

/** The founder: portrait, name and role, their story and signature. */
export function FounderBlock({ name, role, title, story, signature, image, imageAlt, socials }: FounderBlockProps) {
  return (
    <section aria-labelledby="founder-name" css={{ paddingBlock: "clamp(2.5rem, 6vw, 4rem)" }}>
      <Container css={{ display: "grid", gap: theme.space.xl, alignItems: "center", [mq.md]: { gridTemplateColumns: "minmax(200px, 320px) 1fr" } }}>
        <ContentImage image={image} alt={imageAlt} sizes="320px" css={{ borderRadius: theme.radii.lg, boxShadow: theme.shadows.raised, maxWidth: 320 }} />
        <div>
          <p
            css={{
              margin: 0,
              color: theme.colors.accentDark,
              fontWeight: 700,
              textTransform: "uppercase",
              letterSpacing: "0.08em",
              fontSize: theme.fontSizes.xs,
            }}
          >
            {role}
          </p>
          <h2 id="founder-name" css={{ fontSize: theme.fontSizes.xxl, color: theme.colors.primaryDark, margin: "0.25rem 0" }}>
            {name}
          </h2>
          <p css={{ fontStyle: "italic", color: theme.colors.muted }}>{title}</p>
          {story.map((p) => (
            <p key={p.slice(0, 32)}>{p}</p>
          ))}
          {/* The signature is written whole in content ("— Arjun Mehta, Founder"), dash included. */}
          <p css={{ fontWeight: 700, color: theme.colors.primaryDark }}>{signature}</p>
          <PersonSocials name={name} socials={socials} />
        </div>
      </Container>
    </section>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const founderBlockFragment = graphql`
  fragment FounderBlock on FounderJson {
    name
    role
    title
    story
    signature
    imageAlt
    image {
      ...Portrait
    }
    socials {
      ...PersonSocials
    }
  }
`;
