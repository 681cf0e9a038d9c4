import { z } from "zod";
import { heroPictured, hex, icon, link, longText, paragraphs, pictured, sitePath, template, text } from "../primitives";
import { calendarDate } from "./packages";

// The home page: its copy, carousel slides, offers, figures and service cards.

export const homeSchema = z.strictObject({
  about: z.strictObject({
    eyebrow: text,
    title: text,
    paragraphs,
    /** The figures beside the text are the stats band's counts (stats.json, in its order), written once there and shortened here ("20K+"). */
    figures: z.number().int().min(0).max(4).describe("How many of the stats band's counts (stats.json, in its order) this block repeats, e.g. 3."),
    link,
    ...pictured,
  }),
  offers: z.strictObject({ eyebrow: text, title: text, text: longText }),
  /** The stats band: its title may say the years in business ({years}, {yearsInWords}), filled from settings.json › founded. */
  stats: z.strictObject({ title: text, text: longText, asOf: template("counts", "date") }),
  services: z.strictObject({ eyebrow: text, title: text, text: longText, exploreMoreLabel: text }),
});

export const heroSlidesSchema = z
  .array(
    z.strictObject({
      title: text,
      subtitle: text,
      description: longText,
      ...heroPictured,
      specs: z.array(z.strictObject({ icon, text })).min(2).max(4),
      cta: link,
    }),
  )
  .length(3);

export const offersSchema = z
  .array(
    z.strictObject({
      category: text,
      title: text,
      /** No price here: the tile's "from" price is worked out from the packages its link leads to. */
      link: sitePath,
      color: hex,
      icon,
      ...pictured,
      colSpan: z.union([z.literal(1), z.literal(2)]),
      rowSpan: z.union([z.literal(1), z.literal(2)]),
    }),
  )
  .min(1);

/**
 * The counters of the stats band. A count (destinations, vehicles, travellers) is a claim of the
 * company's record: it says what it counts and the day it was counted, and the launch check lists
 * it for the company to confirm. The years in business are not typed: `yearsInBusiness` counts them
 * from settings.json › founded on the build's day.
 */
export const statsSchema = z
  .array(
    z.strictObject({
      label: text,
      value: z.number().int().nonnegative().optional().describe("The count, a whole number, e.g. 20000; leave out for the years in business."),
      yearsInBusiness: z
        .boolean()
        .optional()
        .describe("true for the years since the company began (settings.json › founded), counted at each build; no value then."),
      counts: longText.optional().describe('What exactly is counted, e.g. "travellers we have taken on a trip since 2013, each counted once".'),
      asOf: calendarDate.optional().describe("The day the count was made, e.g. 2026-11-01."),
      /** true while the count is the sample site's: the launch check lists it for the company to count and confirm. */
      demo: z.boolean().optional(),
      suffix: z.string(),
      icon,
      gradient: z.tuple([hex, hex]),
    }),
  )
  .length(4);

export const homeServicesSchema = z.array(z.strictObject({ title: text, description: longText, icon, link: sitePath, ...pictured })).min(1);
