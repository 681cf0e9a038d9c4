import type { IconName } from "../../../model/icons";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ContentImage } from "../../components/image/content-image";
import { Icon } from "../../components/icon/icon";
import { theme } from "../../styles/theme";

interface ServiceIndexCardProps {
  slug: string;
  name: string;
  icon: IconName;
  shortDescription: string;
  image: IGatsbyImageData | null | undefined;
  imageAlt: string;
}

/** A service on the services index: photo, icon, name and one line; the card links to it. */
export function ServiceIndexCard({ slug, name, icon, shortDescription, image, imageAlt }: ServiceIndexCardProps) {
  return (
    <li css={{ position: "relative", borderRadius: theme.radii.lg, overflow: "hidden", background: theme.colors.background, boxShadow: theme.shadows.card }}>
      <ContentImage image={image} alt={imageAlt} sizes="(min-width: 1024px) 280px, (min-width: 640px) 50vw, 100vw" />
      <div css={{ padding: theme.space.lg }}>
        <h2 css={{ fontSize: theme.fontSizes.lg, margin: "0 0 0.35rem", display: "flex", alignItems: "center", gap: theme.space.sm }}>
          <Icon name={icon} css={{ color: theme.colors.primary, flexShrink: 0 }} />
          <Link to={`/services/${slug}`} css={{ color: theme.colors.primaryDark, textDecoration: "none", "&::after": { content: '""', position: "absolute", inset: 0 }, "&:hover": { textDecoration: "underline" } }}>
            {name}
          </Link>
        </h2>
        <p css={{ margin: 0, color: theme.colors.muted }}>{shortDescription}</p>
      </div>
    </li>
  );
}
