import { LocalizedLink } from "../../components/localized-link";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { IconName } from "../../../model/icons";
import { ContentImage } from "../../components/image/content-image";
import { Icon } from "../../components/icon/icon";
import { theme } from "../../styles/theme";
import { cardSurface } from "../../styles/surfaces";
import { notSearched } from "../../utils/search-index";

interface ServiceCardProps {
  title: string;
  text: string;
  /** A service's icon before its title (a guide's card has none). */
  icon?: IconName;
  to: string;
  image: IGatsbyImageData | null | undefined;
  imageAlt: string;
  /** h2 on the services index, h3 under the home section's h2. */
  heading: "h2" | "h3";
  /** The card's width in its grid, for the browser's choice of image file. */
  sizes: string;
}

/** A service (home and services index) or a guide (/guides) as a card: photo, icon, title, one line; the whole card is the link. */
export function ServiceCard({ title, text, icon, to, image, imageAlt, heading: Heading, sizes }: ServiceCardProps) {
  return (
    <li
      {...notSearched}
      css={{
        ...cardSurface,
        position: "relative",
        overflow: "hidden",
        display: "flex",
        flexDirection: "column",
      }}
    >
      <ContentImage image={image} alt={imageAlt} sizes={sizes} />
      <div css={{ padding: theme.space.lg, display: "grid", gap: theme.space.sm }}>
        <Heading css={{ margin: 0, fontSize: theme.fontSizes.lg, display: "flex", gap: theme.space.sm, alignItems: "center" }}>
          {icon && <Icon name={icon} css={{ color: theme.colors.primary, flexShrink: 0 }} />}
          <LocalizedLink
            to={to}
            css={{
              color: theme.colors.primaryDark,
              textDecoration: "none",
              "&::after": { content: '""', position: "absolute", inset: 0 },
              "&:hover": { textDecoration: "underline" },
            }}
          >
            {title}
          </LocalizedLink>
        </Heading>
        <p css={{ margin: 0, color: theme.colors.muted }}>{text}</p>
      </div>
    </li>
  );
}
