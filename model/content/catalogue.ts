import { z } from "zod";
import { heroPictured, icon, inEveryLanguage, longText, order, paragraphs, qa, slug, template, text } from "../primitives";
import { slugOf } from "../references";

// What the company sells, around its packages: services, the packages' categories and themes, and the filters of /packages.

/** The themes packages and services name (content/themes.json): family, honeymoon, pilgrimage... */
export const themeSlugs = z
  .array(slugOf("themes.json", "theme"))
  .min(1)
  .describe('The themes this trip suits, from content/themes.json, named by their slugs ("family", "beach").');

export const serviceSchema = z.strictObject({
  slug,
  order,
  name: text,
  themes: themeSlugs,
  /** The packages the service's page lists as cards; its "from" price (home tiles) is the cheapest of them. */
  packages: z
    .array(slugOf("packages", "package"))
    .optional()
    .describe("The packages this service's page lists, named by their slugs; leave out for none (a link to the page then shows no price)."),
  /** Words matched against mistyped web addresses (Service Not Found), so the same in every language. */
  keywords: z.array(text).min(1).register(inEveryLanguage, { as: "same" }),
  icon,
  ...heroPictured,
  shortDescription: longText,
  details: paragraphs,
  highlights: z.array(text).length(5),
  itinerary: z.array(z.strictObject({ title: text, description: longText })).length(5),
  inclusions: z.array(text).min(1),
  exclusions: z.array(text).min(1),
  faqs: z.array(qa).length(2),
});

export const packageCategoriesSchema = z
  .array(
    z.strictObject({
      slug,
      order,
      name: text,
      title: text.max(60),
      description: longText.min(50).max(160),
      heroText: longText,
      ...heroPictured,
      terms: z.array(qa).min(1),
    }),
  )
  .min(1);

/** A kind of holiday with its own page (/packages/themes/SLUG) listing the packages that name it. */
export const themesSchema = z
  .array(
    z.strictObject({
      slug,
      order,
      name: text,
      title: text.max(60),
      description: longText.min(50).max(160),
      /** A short paragraph under the page's title: who the theme's trips are for. */
      intro: longText,
      ...heroPictured,
    }),
  )
  .min(1);

/** A range the /packages filters offer: days for durations, rupees for budgets; at least one bound. */
const band = (unit: string) =>
  z.strictObject({
    slug,
    label: text,
    min: z.number().int().nonnegative().optional().describe(`At least this many ${unit} (leave out for no lower bound).`),
    max: z.number().int().positive().optional().describe(`At most this many ${unit} (leave out for no upper bound).`),
  });

/** The filters of /packages: duration and budget bands, and the words of the filter controls. */
export const packageFiltersSchema = z.strictObject({
  durations: z.array(band("days")).min(2),
  budgets: z.array(band('rupees of the "from" price')).min(2),
  /** The filter form's name for screen readers, and each control's label. */
  title: text,
  category: text,
  theme: text,
  duration: text,
  budget: text,
  /** The grade filter's label; its choices are the grades' names (content/trip-glance.json). */
  grade: text,
  any: text,
  sort: text,
  sortBy: z.strictObject({ editors: text, price: text, duration: text }),
  /** On a phone the filters fold behind a button: "Filters", and its name with the number of filters set ("Filters, {count} set"). */
  filters: text,
  filtersSet: template("count"),
  /** Beside the grade filter, opening each grade's meaning (content/trip-glance.json): "What the grades mean". */
  gradesMeaning: text,
  /** Read out and shown after each change: "1 package", "{count} packages". */
  countOne: text,
  countMany: template("count"),
  empty: longText,
  clear: text,
  enquire: text,
  /** While the finder fetches the packages' cards (its first use), and if that fails, with a retry. */
  loading: text,
  loadFailed: text,
  retry: text,
  /** The enquiry message an empty result carries to the contact form: "... {filters}". */
  enquiryMessage: template("filters"),
  /** Without filters, each category shows this many packages as cards and lists the rest as lines. */
  cardsPerCategory: z.number().int().min(1).max(24).describe("Packages shown as cards in each category on /packages; the rest are listed as lines under them."),
  /** The heading of those lines: "More {name} packages". */
  moreInCategory: template("name"),
  /** The theme links on /packages and the theme pages; a theme page's list is headed by its count. */
  themesTitle: text,
  themesText: longText,
  allPackages: text,
});
