import { graphql } from "gatsby";
import { LocalizedLink } from "../../components/localized-link";
import { ContentImage } from "../../components/image/content-image";
import { Icon } from "../../components/icon/icon";
import { buttonStyles } from "../../components/button-link";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { gridArea, type Placement } from "../../utils/mosaic";
import type { WithImage } from "../../components/image/with-image";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { formatRupees } from "../../utils/format-price";
import { fill } from "../../utils/fill";
import { notSearched } from "../../utils/search-index";

type OfferTileProps = WithImage<Omit<Queries.OfferTileFragment, "colSpan" | "rowSpan">> & {
  /** Where the tile sits in the mosaic at 2 columns (md) and 4 columns (lg and up); see OfferGrid. */
  area?: { md: Placement; lg: Placement };
};

const areaVars = (area: OfferTileProps["area"]) => {
  if (!area) return {};
  const md = gridArea(area.md);
  const lg = gridArea(area.lg);
  return { "--md-col": md.gridColumn, "--md-row": md.gridRow, "--lg-col": lg.gridColumn, "--lg-row": lg.gridRow } as Record<string, string>;
};

/** A What We Offer tile: photo under its colour, category, title, and the price (from the catalogue) as the link. */
export function OfferTile({ category, title, priceFrom, link, color, icon, image, imageAlt, area }: OfferTileProps) {
  const ui = useUiStrings();
  return (
    <li
      {...notSearched}
      style={areaVars(area)}
      css={{
        position: "relative",
        minHeight: 240,
        borderRadius: theme.radii.lg,
        overflow: "hidden",
        color: theme.colors.inverse,
        display: "flex",
        // Without an area the variables are unset, so the tile falls back to auto placement.
        [mq.md]: { gridColumn: "var(--md-col)", gridRow: "var(--md-row)" },
        [mq.lg]: { gridColumn: "var(--lg-col)", gridRow: "var(--lg-row)" },
      }}
    >
      <ContentImage image={image} alt={imageAlt} sizes="(min-width: 1024px) 50vw, 100vw" fill />
      <div
        style={{ backgroundImage: `linear-gradient(180deg, ${color}66 0%, ${color}f2 70%)` }}
        css={{
          position: "relative",
          display: "flex",
          flexDirection: "column",
          justifyContent: "flex-end",
          gap: theme.space.sm,
          padding: theme.space.lg,
          width: "100%",
        }}
      >
        <p
          css={{
            margin: 0,
            display: "flex",
            alignItems: "center",
            gap: theme.space.sm,
            fontWeight: 700,
            textTransform: "uppercase",
            letterSpacing: "0.06em",
            fontSize: theme.fontSizes.xs,
          }}
        >
          <Icon name={icon} size="1.1rem" />
          <span>{category}</span>
        </p>
        <h3 css={{ margin: 0, fontSize: theme.fontSizes.xl, textShadow: "0 1px 8px rgba(0,0,0,0.35)" }}>{title}</h3>
        {/* The page's language: a Hindi tile leads to the Hindi page, whose cards its price is from. */}
        <LocalizedLink to={link} css={[buttonStyles("light"), { alignSelf: "flex-start", marginTop: theme.space.xs }]}>
          <span>{priceFrom ? fill(ui.catalogue.fromPrice, { price: formatRupees(priceFrom) }) : ui.catalogue.explore}</span>
          <span className="visually-hidden"> – {title}</span>
        </LocalizedLink>
      </div>
    </li>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const offerTileFragment = graphql`
  fragment OfferTile on OffersJson {
    category
    title
    priceFrom
    link
    color
    icon
    imageAlt
    colSpan
    rowSpan
    image {
      ...CardImage
    }
  }
`;
