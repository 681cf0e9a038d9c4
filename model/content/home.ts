import { z } from "zod";
import { heroPictured, hex, icon, link, longText, paragraphs, pictured, sitePath, text } from "../primitives";

// The home page: its copy, carousel slides, offers, figures and service cards.

export const homeSchema = z.strictObject({
  about: z.strictObject({
    eyebrow: text,
    title: text,
    paragraphs,
    stats: z
      .array(z.strictObject({ value: text, label: text }))
      .min(1)
      .max(4),
    link,
    ...pictured,
  }),
  offers: z.strictObject({ eyebrow: text, title: text, text: longText }),
  stats: z.strictObject({ title: text, text: longText }),
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

export const statsSchema = z
  .array(
    z.strictObject({
      label: text,
      value: z.number().int().nonnegative(),
      suffix: z.string(),
      icon,
      gradient: z.tuple([hex, hex]),
    }),
  )
  .length(4);

export const homeServicesSchema = z.array(z.strictObject({ title: text, description: longText, icon, link: sitePath, ...pictured })).min(1);
