import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { locales } from "../../model/locales";

// The /packages finder's list (docs/decisions/0022-finder-data-on-first-use.md): the page's own
// page-data carries only what the unfiltered page shows (each category's first cards, the rest as
// lines); every package's card, image data included, is one JSON file per language, fetched by the
// finder on first use. Written at build under /static/ with a content hash in its name, so the
// host's year-long rule for /static/* holds and a new list is a new address.

/** The card photo's arguments: the CardImage preset's (src/components/image/image-presets.ts), which a test holds equal. */
export const cardImageArgs = "layout: CONSTRAINED, width: 720, aspectRatio: 1.5, breakpoints: [360, 540, 720], formats: [WEBP, AVIF]";

/** Every package with the fields of a compact card and of the filters, and what picks the overview's cards. */
export const finderDataQuery = `query PackageFinderData {
  allPackagesJson(sort: { order: ASC }) {
    nodes {
      language slug path title destination days nights price { from allIn gst chargesTotal gstRate tcsRate tcs basis } overseas imageAlt category themes order grade highestNight
      offers { kind saving minTravellers validFrom validThrough ${locales.map((l) => `${l}: validThroughText(language: ${l})`).join(" ")} }
      image { childImageSharp { gatsbyImageData(${cardImageArgs}) } }
    }
  }
  allPackageCategoriesJson(sort: { order: ASC }) { nodes { language slug } }
  allPackageFiltersJson { nodes { language cardsPerCategory } }
}`;

/** An offer as the finder's query gives it: its last day in each language's words, under the language's name. */
type QueriedOffer = { kind: string; saving: number; minTravellers?: number | null; validFrom: string; validThrough: string } & Record<string, unknown>;

export interface FinderDataPackage {
  language: string;
  slug: string;
  category: string;
  offers?: readonly QueriedOffer[] | null;
  image?: { childImageSharp?: { gatsbyImageData?: unknown } | null } | null;
  [field: string]: unknown;
}

export interface FinderDataResult {
  allPackagesJson: { nodes: readonly FinderDataPackage[] };
  allPackageCategoriesJson: { nodes: readonly { language: string; slug: string }[] };
  allPackageFiltersJson: { nodes: readonly { language: string; cardsPerCategory: number }[] };
}

/** What the /packages page of one language gets in its context: the slugs shown as cards, and the finder's file. */
export interface PackagesPageContext {
  cardSlugs: string[];
  finderData: string;
}

/**
 * The packages shown as cards without filters: the first `cardsPerCategory` of each category, in
 * the editors' order (the packages arrive sorted by `order`), as PackageOverview shows them.
 */
export function overviewCardSlugs(packages: readonly { slug: string; category: string }[], categories: readonly string[], cardsPerCategory: number): string[] {
  return categories.flatMap((c) =>
    packages
      .filter((p) => p.category === c)
      .slice(0, cardsPerCategory)
      .map((p) => p.slug),
  );
}

/** The finder's file name for a language and its contents: the same list is the same address. */
export function finderDataFile(locale: string, json: string): string {
  const hash = crypto.createHash("sha256").update(json).digest("hex").slice(0, 16);
  return `/static/packages-${locale}-${hash}.json`;
}

/** Writes each language's list into publicDir and returns each language's page context. */
export function writeFinderData(publicDir: string, data: FinderDataResult, languages: readonly string[]): Record<string, PackagesPageContext> {
  return Object.fromEntries(
    languages.map((locale) => {
      // Each entry is a card's props as the finder passes them on: the image is its gatsbyImageData.
      const packages = data.allPackagesJson.nodes
        .filter((p) => p.language === locale)
        .map(({ language: _language, image, offers, ...p }) => ({
          ...p,
          // An offer's last day in this language's words, as the card's PackageOffers fragment names it.
          offers:
            offers?.map((o) => {
              const { kind, saving, minTravellers, validFrom, validThrough } = o;
              return { kind, saving, minTravellers, validFrom, validThrough, validThroughText: o[locale] };
            }) ?? null,
          image: image?.childImageSharp?.gatsbyImageData ?? null,
        }));
      const categories = data.allPackageCategoriesJson.nodes.filter((c) => c.language === locale).map((c) => c.slug);
      const perCategory = data.allPackageFiltersJson.nodes.find((f) => f.language === locale)?.cardsPerCategory ?? 0;
      const json = JSON.stringify(packages);
      const file = finderDataFile(locale, json);
      fs.mkdirSync(path.join(publicDir, path.dirname(file)), { recursive: true });
      fs.writeFileSync(path.join(publicDir, file), json);
      return [locale, { cardSlugs: overviewCardSlugs(packages, categories, perCategory), finderData: file }];
    }),
  );
}
