import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { ContentImage } from "../../components/image/content-image";
import { ButtonLink } from "../../components/button-link";
import { Icon } from "../../components/icon/icon";
import { LocalizedLink } from "../../components/localized-link";
import { fill } from "../../utils/fill";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { IconList } from "../../components/icon-list";
import { packageEnquiryLink } from "../../../model/routes";
import { cardSurface, drawnNearScreen } from "../../styles/surfaces";
import { AllInPrice, type AllInPriceFields } from "./all-in-price";
import { notSearched } from "../../utils/search-index";
import { formatNumber } from "../../utils/format-number";
import { useGradeWords } from "../../hooks/use-grade-words";
import { altitudeMetres, type TripGradeName } from "../../../model/grades";
import { useOfferClaims } from "../../hooks/use-offer-claims";
import { useBusinessToday } from "../../hooks/use-business-today";
import { currentOffers } from "../../utils/offers";
import { OfferPrice } from "../offers/offer-price";
import type { PackageOffer } from "../offers/offer-words";

interface PackageCardProps {
  slug: string;
  /** The package's own page (English address; the link adds the language). */
  path: string;
  title: string;
  destination: string;
  days: number;
  nights: number;
  /** No `from`: the price is on request. The card shows `allIn`, GST included. */
  price: AllInPriceFields & { readonly basis: string };
  /** A tour abroad: the card says TCS is collected too. */
  overseas?: boolean | null;
  /** How hard the trip is, and its highest night's altitude in metres (none: all nights on board). */
  grade: TripGradeName;
  highestNight?: number | null;
  /** Its offers: the first current one (the day in India, the build's then the visitor's) stands where the price is. */
  offers?: readonly PackageOffer[] | null;
  highlights?: readonly string[];
  inclusions?: readonly string[];
  image: IGatsbyImageData | null | undefined;
  imageAlt: string;
  /** The overview's variant: stacked, title as h3 (under a category h2), no highlight lists. */
  compact?: boolean;
}

/** A holiday package: photo, where and how long, price from (or its offer while one is current), highlights, inclusions, its page and Enquire. */
export function PackageCard({
  path,
  title,
  destination,
  days,
  nights,
  price,
  overseas,
  grade,
  highestNight,
  offers,
  highlights = [],
  inclusions = [],
  image,
  imageAlt,
  compact = false,
}: PackageCardProps) {
  const ui = useUiStrings();
  const glance = useGradeWords();
  const Title = compact ? "h3" : "h2";
  const high = highestNight != null && highestNight > altitudeMetres.high;
  const offer = currentOffers(offers, useBusinessToday(useOfferClaims().today))[0];
  return (
    <li
      {...notSearched}
      css={{
        ...cardSurface,
        display: "grid",
        overflow: "hidden",
        [mq.md]: compact ? { gridTemplateRows: "auto 1fr" } : { gridTemplateColumns: "minmax(260px, 2fr) 3fr" },
      }}
    >
      <div css={{ position: "relative", minHeight: compact ? 180 : 220 }}>
        <ContentImage
          image={image}
          alt={imageAlt}
          sizes={compact ? "(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw" : "(min-width: 768px) 420px, 100vw"}
          fill
        />
        <span
          css={{
            position: "absolute",
            top: theme.space.md,
            left: theme.space.md,
            padding: "0.3rem 0.8rem",
            borderRadius: theme.radii.round,
            background: theme.colors.primaryDark,
            color: theme.colors.inverse,
            fontWeight: 700,
            fontSize: theme.fontSizes.sm,
          }}
        >
          {fill(ui.packages.duration, { days, nights })}
        </span>
      </div>
      <div
        css={{
          padding: theme.space.lg,
          display: "grid",
          gap: theme.space.md,
          ...(compact ? { alignContent: "start" } : {}),
          // The text, not the photo: the badge over the photo stays drawn, so axe sees what is behind it.
          ...drawnNearScreen(compact ? 150 : 300),
        }}
      >
        <div>
          <Title css={{ margin: 0, fontSize: compact ? theme.fontSizes.lg : theme.fontSizes.xl }}>
            <LocalizedLink to={path} css={{ color: theme.colors.primaryDark, textUnderlineOffset: "0.2em" }}>
              {title}
            </LocalizedLink>
          </Title>
          <p css={{ margin: "0.25rem 0 0", color: theme.colors.muted, display: "flex", gap: theme.space.xs, alignItems: "center" }}>
            <Icon name="location" />
            <span>{destination}</span>
          </p>
          <p css={{ margin: "0.25rem 0 0", fontSize: theme.fontSizes.sm }}>
            <strong>
              {glance.gradeLabel}: {glance.grades[grade].name}
            </strong>
            {/* A number and its unit stay on one line ("4,400 m"). */}
            {high && ` · ${fill(glance.highestNight, { altitude: fill(glance.metres, { value: formatNumber(highestNight) }).replaceAll(" ", "\u00a0") })}`}
          </p>
        </div>
        {price.from && offer ? (
          <div>
            <OfferPrice
              words={ui.offers}
              offer={offer}
              base={{ from: price.from, basis: price.basis, charges: price.chargesTotal }}
              gstRate={price.gstRate}
              size="xl"
            />
            {overseas ? (
              <span css={{ display: "block", fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>{fill(ui.packages.tcs, { rate: price.tcsRate })}</span>
            ) : null}
          </div>
        ) : price.from ? (
          <AllInPrice price={price} overseas={overseas} size="xl" fromLabel={ui.packages.from} />
        ) : (
          <p css={{ margin: 0 }}>
            <strong css={{ fontSize: theme.fontSizes.lg, color: theme.colors.primary }}>{ui.packages.onRequest}</strong>
            <span css={{ display: "block", fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>{price.basis}</span>
          </p>
        )}
        {!compact && (
          <div css={{ display: "grid", gap: theme.space.md, [mq.sm]: { gridTemplateColumns: "1fr 1fr" } }}>
            {[
              { heading: ui.packages.highlights, items: highlights, icon: "star" as const },
              { heading: ui.packages.included, items: inclusions, icon: "check" as const },
            ].map((list) => (
              <div key={list.heading}>
                <h3 css={{ fontSize: theme.fontSizes.md, margin: "0 0 0.35rem" }}>{list.heading}</h3>
                <IconList items={list.items} icon={list.icon} gap="0.3rem" css={{ fontSize: theme.fontSizes.sm }} />
              </div>
            ))}
          </div>
        )}
        <ButtonLink to={packageEnquiryLink(path)} variant="accent" css={{ justifySelf: "start" }}>
          {/* Screen readers hear the whole sentence, in the language's word order; the eye sees "Enquire". */}
          <span aria-hidden="true">{ui.packages.enquire}</span>
          <span className="visually-hidden">{fill(ui.packages.enquireAbout, { title })}</span>
        </ButtonLink>
      </div>
    </li>
  );
}

// The compact card's fields; the full card (category pages) also asks for highlights and inclusions.
/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const packageCardFragment = graphql`
  fragment PackageCard on PackagesJson {
    slug
    path
    title
    destination
    days
    nights
    price {
      ...AllInPrice
      basis
    }
    overseas
    grade
    highestNight
    ...PackageOffers
    imageAlt
    image {
      ...CardImage
    }
  }
`;
