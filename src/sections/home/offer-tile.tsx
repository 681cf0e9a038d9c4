import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ContentImage } from "../../components/image/content-image";
import { Icon } from "../../components/icon/icon";
import { buttonStyles } from "../../components/button-link";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";

interface OfferTileProps {
  category: string;
  title: string;
  price: string;
  link: string;
  color: string;
  icon: string;
  image: IGatsbyImageData | null | undefined;
  imageAlt: string;
  colSpan: number;
  rowSpan: number;
}

/** A What We Offer tile: photo under its colour, category, title, and the price as the link. */
export function OfferTile({ category, title, price, link, color, icon, image, imageAlt, colSpan, rowSpan }: OfferTileProps) {
  return (
    <li
      style={{ ["--span-c" as string]: colSpan, ["--span-r" as string]: rowSpan }}
      css={{
        position: "relative",
        minHeight: 240,
        borderRadius: theme.radii.lg,
        overflow: "hidden",
        color: theme.colors.inverse,
        display: "flex",
        [mq.lg]: { gridColumn: "span var(--span-c)", gridRow: "span var(--span-r)" },
      }}
    >
      <ContentImage image={image} alt={imageAlt} sizes="(min-width: 1024px) 50vw, 100vw" fill />
      <div
        style={{ backgroundImage: `linear-gradient(180deg, ${color}66 0%, ${color}f2 70%)` }}
        css={{ position: "relative", display: "flex", flexDirection: "column", justifyContent: "flex-end", gap: theme.space.sm, padding: theme.space.lg, width: "100%" }}
      >
        <p css={{ margin: 0, display: "flex", alignItems: "center", gap: theme.space.sm, fontWeight: 700, textTransform: "uppercase", letterSpacing: "0.06em", fontSize: theme.fontSizes.xs }}>
          <Icon name={icon} size="1.1rem" />
          <span>{category}</span>
        </p>
        <h3 css={{ margin: 0, fontSize: theme.fontSizes.xl, textShadow: "0 1px 8px rgba(0,0,0,0.35)" }}>{title}</h3>
        <Link to={link} css={[buttonStyles("light"), { alignSelf: "flex-start", marginTop: theme.space.xs }]}>
          <span>{price}</span>
          <span className="visually-hidden"> – {title}</span>
        </Link>
      </div>
    </li>
  );
}
