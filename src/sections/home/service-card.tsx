import type { IconName } from "../../../model/icons";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ContentImage } from "../../components/image/content-image";
import { Icon } from "../../components/icon/icon";
import { theme } from "../../styles/theme";

interface ServiceCardProps {
  title: string;
  description: string;
  icon: IconName;
  link: string;
  image: IGatsbyImageData | null | undefined;
  imageAlt: string;
}

/** A home-page service card: photo, icon, title, description; the whole card is the link. */
export function ServiceCard({ title, description, icon, link, image, imageAlt }: ServiceCardProps) {
  return (
    <li css={{ position: "relative", background: theme.colors.background, borderRadius: theme.radii.lg, boxShadow: theme.shadows.card, overflow: "hidden", display: "flex", flexDirection: "column" }}>
      <ContentImage image={image} alt={imageAlt} sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw" />
      <div css={{ padding: theme.space.lg, display: "grid", gap: theme.space.sm }}>
        <h3 css={{ margin: 0, fontSize: theme.fontSizes.lg, display: "flex", gap: theme.space.sm, alignItems: "center" }}>
          <Icon name={icon} css={{ color: theme.colors.primary, flexShrink: 0 }} />
          <Link to={link} css={{ color: theme.colors.primaryDark, textDecoration: "none", "&::after": { content: '""', position: "absolute", inset: 0 }, "&:hover": { textDecoration: "underline" } }}>
            {title}
          </Link>
        </h3>
        <p css={{ margin: 0, color: theme.colors.muted }}>{description}</p>
      </div>
    </li>
  );
}
