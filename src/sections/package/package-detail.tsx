import { graphql } from "gatsby";
import { Container } from "../../components/container";
import { LocalizedLink } from "../../components/localized-link";
import { PageHero } from "../page-hero";
import { PackageBreadcrumb } from "./package-breadcrumb";
import { PackagePrice } from "./package-price";
import { PackageDepartures } from "./package-departures";
import { PackageOffers } from "./package-offers";
import { PartyTotalOpener } from "./party-total-opener";
import type { PartyCalculatorProps } from "./party-calculator";
import type { OfferWords } from "../offers/offer-words";
import { PackagePhotos } from "./package-photos";
import { drawingsOf } from "../../utils/trip-geometry";
import type { BookingPolicies } from "./package-policies";
import type { PackageReviewsProps } from "./package-reviews";
import {
  KeptDeposit,
  KeptEnquire,
  KeptHeroEnquire,
  KeptSummary,
  KeptInclusions,
  KeptItinerary,
  KeptPolicies,
  KeptRelatedPackages,
  KeptReviews,
  KeptSeason,
  KeptTripGlance,
} from "./kept-sections";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { fill } from "../../utils/fill";
import type { Crumb } from "../../utils/structured-data";
import { TripWordsContext, useTripWords, type TripWords } from "./trip-words";
import { englishNames } from "../../utils/search-index";
import { keepClear } from "../../hooks/use-step-aside";

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const fragment = graphql`
  fragment PackageDetail on PackagesJson {
    slug
    path
    category
    title
    destination
    days
    nights
    imageAlt
    image {
      ...HeroImage
    }
    inclusions
    exclusions
    overseas
    deposit {
      holdPercent
      payUrl
    }
    # The tax lines and the deposit's lines, written at build in the page's language (scripts/lib/booking-words.ts).
    bookingWords(language: $locale) {
      taxLines
      deposit {
        next
        refund
        refundLink
        others
      }
    }
    # Computed at build from the terms' share (scripts/lib/price-fields.ts): no deposit is typed.
    deposits {
      percent
      from
      others {
        label
        amount
      }
    }
    policies {
      payment
      confirmation {
        depositPercent
      }
      cancellation {
        daysBefore
        charge
      }
    }
    ...PackageSummary
    ...PackagePrice
    ...PackageDepartures
    ...PackageOffers
    ...PackagePhotos
    ...PackageItinerary
    ...PackageGlance
    ...PackageSeason
    ...PartyTotal
  }
`;

export interface PackageDetailProps {
  pkg: Queries.PackageDetailFragment;
  /** content/ui.json › trip in the page's language (from the page query). */
  words: TripWords;
  /** The site's terms (content/booking-terms.json), for a package without its own. */
  defaultPolicies: BookingPolicies;
  related: readonly Queries.PackageCardFragment[];
  /** Home › Packages › category › package, in the page's language. */
  crumbs: readonly Crumb[];
  /** The day in India time ("2026-11-24"; the build's, then the visitor's): earlier departures are not shown. */
  today: string;
  /** Days a "few seats" count is shown after it was made (content/booking-terms.json). */
  seatCountFreshDays: number;
  whatsappNumber: string;
  /** The heading of the price box's taxes (content/booking-terms.json › taxes › title); the lines come with the package (bookingWords). */
  taxesTitle: string;
  /** The words of offers (content/ui.json › offers) and the GST rate their prices include. */
  offers: { words: OfferWords; gstRate: number };
  /** Links to the guides of the package's destination ("Read our Ladakh travel guide"). */
  guides?: readonly { to: string; label: string }[];
  /** What travellers wrote about the package (none: no section). */
  reviews?: PackageReviewsProps;
  /** On a page not in English: the package's title and places in English, for the site search only. */
  englishNames?: string;
  /** The grade and the drawings' words (content/trip-glance.json), and the guide's part on acclimatisation, if any. */
  glance: { words: Queries.TripGlanceWordsFragment; acclimatisation?: string };
  /** The heading of the season's section ("When to go", content/ui.json › season › title). */
  seasonTitle: string;
  /** What the party's total reads besides the package: the site's booking terms and the month names. */
  party: Pick<PartyCalculatorProps, "terms" | "monthNames">;
}

const box = {
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  padding: theme.space.lg,
  "p:last-child": { marginBottom: 0 },
};

/**
 * What a search result shows of a package: days, nights and the all-in price from, as one meta
 * value ("7 6 34649"): Pagefind takes one key:value from an attribute (load-pagefind.ts reads it).
 */
const packageMeta = (pkg: Queries.PackageDetailFragment) => `trip:${[pkg.days, pkg.nights, ...(pkg.price.allIn ? [pkg.price.allIn] : [])].join(" ")}`;

/**
 * A package's page: hero, breadcrumb, then the summary with the price, dates and enquiry beside it
 * (above the itinerary on phones), photos, day by day, what is and is not included, the terms,
 * and three other packages.
 */
export function PackageDetail({ words, ...props }: PackageDetailProps) {
  return (
    <TripWordsContext.Provider value={words}>
      <PackageSections {...props} />
    </TripWordsContext.Provider>
  );
}

/**
 * The deposit of the "from" price on the button and the other options' below, and the lines around
 * them, as the build wrote them from the terms' share (or the smaller share that holds the seats).
 */
function Deposit({ pkg, payUrl, holdsSeats }: { pkg: Queries.PackageDetailFragment; payUrl: string; holdsSeats: boolean }) {
  const words = pkg.bookingWords.deposit;
  if (!pkg.deposits || !words) return null;
  return (
    <KeptDeposit
      amount={pkg.deposits.from}
      holdsSeats={holdsSeats}
      payUrl={payUrl}
      next={words.next}
      others={{ title: words.others, items: pkg.deposits.others }}
      refund={{ text: words.refund, link: words.refundLink }}
    />
  );
}

function PackageSections({
  pkg,
  defaultPolicies,
  related,
  crumbs,
  today,
  seatCountFreshDays,
  whatsappNumber,
  taxesTitle,
  offers,
  guides = [],
  reviews,
  englishNames: names,
  glance,
  seasonTitle,
  party,
}: Omit<PackageDetailProps, "words">) {
  const trip = useTripWords();
  const duration = fill(trip.duration, { days: pkg.days, nights: pkg.nights });
  const enquire = { path: pkg.path, title: pkg.title, duration, whatsappNumber };
  return (
    <>
      <PageHero title={pkg.title} text={`${pkg.destination} · ${duration}`} textNamesPlaces image={pkg.image} imageAlt={pkg.imageAlt}>
        <KeptHeroEnquire {...enquire} />
      </PageHero>
      <PackageBreadcrumb crumbs={crumbs} />
      <Container
        css={{
          display: "grid",
          gap: theme.space.xl,
          paddingBottom: theme.space.xl,
          gridTemplateAreas: '"summary" "booking" "details"',
          [mq.lg]: { gridTemplateColumns: "minmax(0, 2fr) minmax(300px, 1fr)", gridTemplateAreas: '"summary booking" "details booking"', alignItems: "start" },
        }}
      >
        <div css={{ gridArea: "summary" }} {...englishNames(names)}>
          <KeptSummary pkg={pkg} />
          {guides.map((g) => (
            <p key={g.to} css={{ margin: `${theme.space.md} 0 0`, fontWeight: 600 }}>
              <LocalizedLink to={g.to} css={{ color: theme.colors.primary }}>
                {g.label}
              </LocalizedLink>
            </p>
          ))}
          <div css={{ marginTop: theme.space.xl }}>
            {/* `drawings` is a JSON field: its shape is trip-geometry's TripDrawings, written by the build. */}
            <KeptTripGlance grade={pkg.grade} highestNight={pkg.highestNight} drawings={drawingsOf(pkg.drawings, pkg.slug)} days={pkg.itinerary} {...glance} />
          </div>
          <div css={{ marginTop: theme.space.xl }}>
            <KeptSeason title={seasonTitle} season={pkg} />
          </div>
        </div>
        {/* Not sticky: with options, extras and dates the column is taller than a laptop's screen,
            and its buttons would stay out of reach until the page's end. */}
        <div css={{ gridArea: "booking", display: "grid", gap: theme.space.lg }}>
          {/* Never under the floating contact buttons (keepClear): the figures a visitor compares. */}
          <div css={box} data-pagefind-meta={packageMeta(pkg)} {...keepClear}>
            <PackagePrice
              price={pkg.price}
              overseas={pkg.overseas}
              taxes={{ title: taxesTitle, lines: pkg.bookingWords.taxLines }}
              today={today}
              offers={<PackageOffers offers={pkg.offers} price={pkg.price} today={today} {...offers} />}
            />
          </div>
          {pkg.price.from ? (
            // Hidden without JavaScript (gatsby-ssr's no-JS style) and in print: the price box says it all there.
            <div css={box} data-no-js-hidden="" data-print="hide">
              <PartyTotalOpener pkg={pkg} today={today} {...party} />
            </div>
          ) : null}
          <div css={box}>
            <PackageDepartures departures={pkg.departures} today={today} seatCountFreshDays={seatCountFreshDays} path={pkg.path} />
          </div>
          {pkg.deposit ? <Deposit pkg={pkg} payUrl={pkg.deposit.payUrl} holdsSeats={Boolean(pkg.deposit.holdPercent)} /> : null}
          <KeptEnquire {...enquire} />
        </div>
        <div css={{ gridArea: "details", display: "grid", gap: theme.space.xl, minWidth: 0 }}>
          <PackagePhotos photos={pkg.photos} />
          {/* Kept as the server drew them when the page hydrates (kept-sections.ts). */}
          <KeptItinerary days={pkg.itinerary} />
          <KeptInclusions inclusions={pkg.inclusions} exclusions={pkg.exclusions} titles={{ inclusions: trip.included, exclusions: trip.excluded }} />
          <KeptPolicies policies={pkg.policies ?? defaultPolicies} />
          {reviews && <KeptReviews {...reviews} />}
        </div>
      </Container>
      <KeptRelatedPackages packages={related} />
    </>
  );
}
