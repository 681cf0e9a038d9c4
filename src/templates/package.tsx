import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHead, localizedHead } from "../components/seo/page-head";
import { PackageDetail } from "../sections/package/package-detail";
import { useBusinessToday } from "../hooks/use-business-today";
import { useCurrentJsonLd } from "../hooks/use-current-json-ld";
import { useSiteSettings } from "../hooks/use-site-settings";
import { useUiStrings, type UiStrings } from "../hooks/use-ui-strings";
import { useLocale } from "../i18n/locale-context";
import { fill } from "../utils/fill";
import { absoluteUrl, type Crumb } from "../utils/structured-data";
import { touristTrip } from "../utils/trip-structured-data";
import { offerClaim, type PackageOffer } from "../sections/offers/offer-words";
import { reviewedProduct } from "../utils/review-structured-data";
import { localizePath, type Locale } from "../../model/locales";
import { sectionPaths } from "../../model/routes";

/** Set by the content-pages plugin for each package page (with the languages it is published in). */
interface PackagePageContext {
  slug: string;
  locale: Locale;
  /** Three other packages' slugs, in the order to show them. */
  related: string[];
  /** The build's day in India time, "YYYY-MM-DD": departures before it are left out (and, in the browser, those before the visitor's day). */
  today: string;
}

type Data = Queries.PackagePageQuery;

/** An offer's name in structured data: its sentence without the price ("Early-bird: save ₹3,150 if you book by 31 January 2027"). */
const offerNameIn = (data: Data) => (offer: PackageOffer, from: number, gstRate: number) =>
  data.uiJson?.offers ? offerClaim(data.uiJson.offers, offer, from, gstRate, data.packagesJson?.price.chargesTotal ?? 0) : offer.kind;

const categoryOf = (data: Data) => data.allPackageCategoriesJson.nodes.find((c) => c.slug === data.packagesJson?.category);

/** The package's category between Packages and itself ("Home › Packages › Domestic › Kerala"). */
function crumbsOf(data: Data, ui: UiStrings): Crumb[] {
  const pkg = data.packagesJson;
  const category = categoryOf(data);
  if (!pkg) return [];
  return [
    { name: ui.breadcrumbs.home, path: "/" },
    { name: ui.breadcrumbs.packages, path: sectionPaths.packages },
    ...(category ? [{ name: category.name, path: category.path }] : []),
    { name: pkg.title, path: pkg.path },
  ];
}

/**
 * Where the altitude note sends a visitor: the part of the package's own guide whose heading holds
 * the acclimatisation word (content/trip-glance.json › guideSection), or else the first guide that
 * has such a part (the Spiti trek has no guide of its own; the Ladakh guide's advice holds there).
 */
function acclimatisationIn(data: Data): string | undefined {
  const word = data.tripGlanceJson?.guideSection.toLowerCase() ?? "";
  const withPart = data.acclimatisation.nodes.flatMap((g) => {
    const heading = (g.headings ?? []).find((h) => h?.value?.toLowerCase().includes(word));
    return heading?.id ? [{ to: `${g.path}#${heading.id}`, own: g.frontmatter.packages.includes(data.packagesJson?.slug ?? "") }] : [];
  });
  return (withPart.find((g) => g.own) ?? withPart[0])?.to;
}

export default function PackageTemplate({ data, pageContext }: PageProps<Data, PackagePageContext>) {
  const ui = useUiStrings();
  const { whatsapp } = useSiteSettings();
  const today = useBusinessToday(pageContext.today);
  const pkg = data.packagesJson;
  const terms = data.bookingTermsJson;
  const words = data.uiJson?.trip;
  const reviewWords = data.uiJson?.reviews;
  const offerWords = data.uiJson?.offers;
  const season = data.uiJson?.season;
  if (!pkg || !terms || !words || !offerWords || !data.tripGlanceJson || !season) return null;
  return (
    <PackageDetail
      words={words}
      pkg={pkg}
      defaultPolicies={terms}
      related={data.related}
      crumbs={crumbsOf(data, ui)}
      today={today}
      seatCountFreshDays={terms.seatCountFreshDays}
      whatsappNumber={whatsapp.number}
      taxesTitle={terms.taxes.title}
      offers={{ words: offerWords, gstRate: pkg.price.gstRate }}
      reviews={reviewWords ? { reviews: data.reviews.nodes, words: reviewWords } : undefined}
      englishNames={pageContext.locale === "en" || !data.english ? undefined : `${data.english.title}, ${data.english.destination}`}
      guides={data.guides.nodes.map((g) => ({ to: g.path, label: fill(data.uiJson?.guide.read ?? "", { destination: g.frontmatter.destination }) }))}
      glance={{ words: data.tripGlanceJson, acclimatisation: acclimatisationIn(data) }}
      seasonTitle={season.title}
      party={{ terms: terms.confirmation, monthNames: data.uiJson?.monthNames ?? [] }}
    />
  );
}

export const Head = localizedHead(function Head({ data, pageContext }: HeadProps<Data, PackagePageContext>) {
  const { siteUrl } = useSiteSettings();
  const locale = useLocale();
  // Gatsby renders Head in the browser in a root of its own, after the page has hydrated: it reads
  // the visitor's day at once, so the structured data offers nothing the page no longer shows.
  const today = useBusinessToday(pageContext.today);
  const pkg = data.packagesJson;
  const words = data.uiJson?.trip;
  const imageSrc = pkg?.image.childImageSharp?.gatsbyImageData.images.fallback?.src;
  // The same facts head the trip and, with reviews sent to us, the product.
  const page = pkg && {
    title: pkg.title,
    description: pkg.summary[0],
    url: absoluteUrl(siteUrl, localizePath(pkg.path, locale)),
    imageUrl: imageSrc ? `${siteUrl}${imageSrc}` : undefined,
  };
  const trip =
    pkg && page && words
      ? touristTrip(
          { ...page, price: pkg.price, itinerary: pkg.itinerary, departures: pkg.departures, offers: pkg.offers },
          {
            siteUrl,
            today,
            seatCountFreshDays: data.bookingTermsJson?.seatCountFreshDays ?? 0,
            dayLabel: (n) => fill(words.day, { number: n }),
            offerName: offerNameIn(data),
            gstRate: pkg.price.gstRate,
          },
        )
      : null;
  // A departure that leaves, or an offer that ends, while the page is open goes from <head> too.
  useCurrentJsonLd(trip);
  if (!pkg || !page || !trip) return null;
  const category = categoryOf(data);
  // Review and AggregateRating only for the reviews sent to the company, all of them shown on the page;
  // none for those copied from Google or Tripadvisor (docs/decisions/0026-review-markup.md).
  const product = reviewedProduct(page, data.reviews.nodes);
  return (
    <PageHead
      page={{ title: pkg.title, description: pkg.summary[0] }}
      pathname={pkg.path}
      trail="packages"
      crumbs={category ? [{ name: category.name, path: category.path }] : []}
      structuredData={product ? [trip, product] : [trip]}
    />
  );
});

export const query = graphql`
  query PackagePage($slug: String!, $locale: Locale!, $related: [String!]!) {
    packagesJson(slug: { eq: $slug }, language: { eq: $locale }) {
      ...PackageDetail
    }
    english: packagesJson(slug: { eq: $slug }, language: { eq: en }) {
      title
      destination
    }
    related: packagesBySlug(slugs: $related, language: $locale) {
      ...PackageCard
    }
    bookingTermsJson(language: { eq: $locale }) {
      taxes {
        title
      }
      seatCountFreshDays
      payment
      confirmation {
        depositPercent
        per
        balanceDaysBefore
      }
      cancellation {
        daysBefore
        charge
      }
    }
    uiJson(language: { eq: $locale }) {
      monthNames
      ...TripWords
      ...OfferWords
      guide {
        read
      }
      season {
        title
      }
      ...ReviewWords
    }
    reviews: allTestimonialsJson(filter: { package: { eq: $slug }, language: { eq: $locale } }, sort: { number: ASC }) {
      nodes {
        ...TestimonialCard
      }
    }
    guides: allMarkdownRemark(filter: { frontmatter: { packages: { eq: $slug } }, language: { eq: $locale } }, sort: { frontmatter: { order: ASC } }) {
      nodes {
        path
        frontmatter {
          destination
        }
      }
    }
    tripGlanceJson(language: { eq: $locale }) {
      ...TripGlanceWords
    }
    acclimatisation: allMarkdownRemark(filter: { language: { eq: $locale } }, sort: { frontmatter: { order: ASC } }) {
      nodes {
        path
        frontmatter {
          packages
        }
        headings(depth: h2) {
          id
          value
        }
      }
    }
    allPackageCategoriesJson(filter: { language: { eq: $locale } }) {
      nodes {
        slug
        name
        path
      }
    }
  }
`;
