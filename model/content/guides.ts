import { z } from "zod";
import { graphqlNames, heroPictured, longText, order, paragraphs, slug, text } from "../primitives";
import { slugOf } from "../references";
import { monthKeys } from "../seasons";

// Destination guides: content/guides/SLUG.md, Markdown with this front matter. The body (headings,
// lists, links, photos) is the guide itself; the check reads it too (scripts/content/rules/markdown-bodies.ts).

export const guideSchema = z.strictObject({
  slug,
  order,
  title: text.max(70),
  /** The place the guide is about: Article's `about` in the page's structured data. */
  destination: text,
  /** The guide's card text and its page's description for search engines. */
  summary: longText.min(50).max(160),
  /** The cover photo; its credit is its line in content/photo-credits.json, shown under it. */
  ...heroPictured,
  bestMonths: z
    .array(z.enum(monthKeys).register(graphqlNames, { name: "Month" }))
    .min(1)
    .max(12)
    .describe("The best months to go, as jan, feb ... dec."),
  /** Why those months, and what the others are like. */
  bestTimeNote: longText,
  gettingThere: paragraphs,
  packages: z.array(slugOf("packages", "package")).min(1).describe('The packages in content/packages/ this guide leads to, e.g. ["ladakh-road-trip"].'),
});
