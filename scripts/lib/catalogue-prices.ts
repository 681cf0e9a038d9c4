import { pagePaths } from "../../model/routes";
import { percentOn, type DatedRate } from "../../src/utils/price-taxes";
import { allInPrice, type TripCharge } from "../../src/utils/trip-price";
import { buildDayOf } from "./build-day";

// The "from" price of a link (a home offer tile, a hero slide's button) is worked out at build
// from the packages the link leads to, never typed: a figure typed by hand drifts from the
// catalogue, and the CCPA's 2022 guidelines on misleading advertisements want the advertised price
// to be true for what the advertisement leads to.

export interface CataloguePackage {
  slug: string;
  category: string;
  themes?: readonly string[] | null;
  price: { from?: number | null; charges?: readonly TripCharge[] | null };
}

export interface CatalogueService {
  slug: string;
  /** The packages the service's page lists (content/services/*.json › packages). */
  packages?: readonly string[] | null;
}

export interface Catalogue {
  packages: readonly CataloguePackage[];
  services: readonly CatalogueService[];
}

const bare = (link: string) => link.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");

/**
 * The packages a page lists, found from its address as model/routes.ts writes it: a category's
 * page, a theme's, a service's (those it names) or one package's. Null for any other page.
 */
export function packagesBehind(link: string, { packages, services }: Catalogue): CataloguePackage[] | null {
  const to = bare(link);
  const one = packages.filter((p) => pagePaths.package(p) === to);
  if (one.length) return one;
  const inCategory = packages.filter((p) => pagePaths.packageCategory({ slug: p.category }) === to);
  if (inCategory.length) return inCategory;
  const inTheme = packages.filter((p) => (p.themes ?? []).some((t) => pagePaths.theme({ slug: t }) === to));
  if (inTheme.length) return inTheme;
  const service = services.find((s) => pagePaths.service(s) === to);
  if (service) return packages.filter((p) => service.packages?.includes(p.slug));
  return null;
}

/** The lowest all-in (GST and compulsory charges included) "from" price among those packages, as their cards show it; null when none has a price. */
export function fromPriceOf(link: string, catalogue: Catalogue, gstRate: number): number | null {
  const prices = (packagesBehind(link, catalogue) ?? []).flatMap((p) => (p.price.from ? [allInPrice(p.price.from, gstRate, p.price.charges).allIn] : []));
  return prices.length ? Math.min(...prices) : null;
}

interface Context {
  nodeModel: {
    findAll: (args: object) => Promise<{ entries: Iterable<unknown> }>;
    findOne: (args: object) => Promise<unknown>;
  };
}
/** A content node as stored: its language is `fields.locale` (the content-pages plugin). */
interface LocalizedNode {
  fields: { locale: string };
}

/** The catalogue and GST rate of one language, as the build holds them. */
async function catalogueIn(language: string, context: Context): Promise<{ catalogue: Catalogue; gstRate: number }> {
  const inLanguage = { filter: { language: { eq: language } } };
  const [packages, services, terms, day] = await Promise.all([
    context.nodeModel.findAll({ type: "PackagesJson", query: inLanguage }),
    context.nodeModel.findAll({ type: "ServicesJson", query: inLanguage }),
    context.nodeModel.findOne({ type: "BookingTermsJson", query: inLanguage }),
    buildDayOf(context),
  ]);
  const rates = (terms as { taxes?: { gstRates: DatedRate[] } } | null)?.taxes?.gstRates;
  if (rates === undefined) throw new Error(`booking-terms.json: no GST rate for the language "${language}"`);
  const gstRate = percentOn(rates, day);
  return { catalogue: { packages: [...packages.entries] as CataloguePackage[], services: [...services.entries] as CatalogueService[] }, gstRate };
}

const priceField = (linkOf: (node: never) => string) => ({
  type: "Int",
  resolve: async (node: LocalizedNode, _args: unknown, context: Context) => {
    const { catalogue, gstRate } = await catalogueIn(node.fields.locale, context);
    return fromPriceOf(linkOf(node as never), catalogue, gstRate);
  },
});

/** `priceFrom` (GraphQL): the all-in "from" price of what a home offer tile or a hero slide links to, or null. */
export const catalogueFields = {
  OffersJson: { priceFrom: priceField((offer: { link: string }) => offer.link) },
  HeroSlidesJson: { priceFrom: priceField((slide: { cta: { to: string } }) => slide.cta.to) },
};
