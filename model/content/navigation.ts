import { z } from "zod";
import { link, sitePath, text } from "../primitives";

// The main menu (content/navigation.json): its groups, their links, and the groups listed from the catalogue.

export const navigationSchema = z
  .array(
    z.strictObject({
      label: text,
      to: sitePath,
      links: z.array(link).min(1).optional(),
      linksFrom: z.enum(["services", "packages"]).optional(),
      /** A first link in the group to the entry's own page ("All services"). */
      overviewLabel: text.optional(),
    }),
  )
  .min(1);
