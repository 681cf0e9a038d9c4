import { z } from "zod";
import { graphqlNames, heroPictured, httpsUrl, longText, template, text } from "../primitives";
import { matches } from "../patterns";

// The pages' own copy: each page's title, description and hero (content/pages.json), the credentials page's words, and the photo credits.

export const pageKeys = [
  "home",
  "team",
  "testimonials",
  "story",
  "gallery",
  "services",
  "packages",
  "contact",
  "notFound",
  "serviceNotFound",
  "privacy",
  "terms",
  "guides",
  "offers",
  "credentials",
  "enquirySent",
  "photoCredits",
] as const;

export const pagesSchema = z.array(
  z.strictObject({
    page: z.enum(pageKeys).register(graphqlNames, { name: "PageKey" }),
    title: text.max(60),
    description: longText.min(50).max(160),
    /** The page's name in breadcrumbs, where the title is too long for one (default: title). */
    breadcrumb: text.optional(),
    heroTitle: text,
    heroText: longText,
    sectionTitle: text.optional(),
    ...heroPictured,
  }),
);

/** The credentials page (/about/credentials): the words around the registrations, the grievance officer and the office. */
export const credentialsSchema = z.strictObject({
  registrations: text,
  /** The table's columns: the registration, its number, who issued it. */
  registration: text,
  number: text,
  issuer: text,
  check: text,
  /** Read after each register link: "(opens the {issuer} site)". */
  checkNote: template("issuer"),
  grievanceTitle: text,
  grievanceText: longText,
  /** The response times the Consumer Protection (E-Commerce) Rules 2020 set: 48 hours, one month. */
  acknowledge: longText,
  resolve: longText,
  officeTitle: text,
  /** A map of the office's address (https), the same in every language. */
  mapUrl: httpsUrl,
  mapLabel: text,
});

/**
 * Who made each photo (content/photo-credits.json, and its words in each language): the file or
 * folder is the same everywhere, the author's name, the licence and the source are written in the
 * page's language (a name or a licence's code stays as it is).
 */
export const photoCreditsSchema = z
  .array(
    z.strictObject({
      file: z
        .string()
        .check(matches(/^\S+$/, "must be a file or a folder in images/, without spaces"))
        .describe('A file in content/images/ ("summit-sunrise.jpg"), or a folder ending in / ("portraits/") for every photo in it.'),
      author: text,
      licence: text,
      source: text,
    }),
  )
  .min(1);
