import { z } from "zod";
import { graphqlNames, httpsUrl, icon, longText, order, paragraphs, pictured, socials, text } from "../primitives";
import { slugOf } from "../references";
import { matches } from "../patterns";

// The people and the proof: founder, team, testimonials, story and gallery.

/** A portrait; placeholderPortrait is true while it is an illustration (the launch check lists them). */
const portrait = { ...pictured, placeholderPortrait: z.boolean() };
const person = { name: text, role: text, title: text, desc: longText, ...portrait, socials };

export const founderSchema = z.strictObject({ ...person, story: paragraphs, signature: text });
export const teamMemberSchema = z.strictObject({ ...person, order });

/** Where a review was first posted: a public site, or sent to the company (by e-mail, WhatsApp, a letter). */
const reviewSources = ["google", "tripadvisor", "direct"] as const;
export type ReviewSource = (typeof reviewSources)[number];

const travelMonth = z
  .string()
  .check(matches(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month written like "2024-06"'))
  .describe("The month the traveller set out, year-month, e.g. 2024-06; never a month still to come.");

// Testimonials are reviews: who travelled, on which trip and when, their rating and words, and
// where they first posted them (the content check holds the rules across fields and files:
// scripts/content/rules/reviews.ts). More may be added as they come in.
export const testimonialsSchema = z
  .array(
    z.strictObject({
      number: z.number().int().min(1).describe("Position on the testimonials page, 1 first; each number once."),
      quote: longText.describe("The review's words, as the traveller wrote them (translated in other languages)."),
      name: text.describe('The traveller\'s name as they agreed to have it shown, e.g. "Neha K.".'),
      package: slugOf("packages", "package").describe("The package travelled (content/packages/); give this or service, not both.").optional(),
      service: slugOf("services", "service").describe("The service travelled (content/services/), for a trip that was no package.").optional(),
      month: travelMonth,
      rating: z.number().int().min(1).max(5).describe("Stars given, a whole number from 1 to 5."),
      source: z
        .enum(reviewSources)
        .register(graphqlNames, { name: "ReviewSource" })
        .describe("Where the review was first posted: google, tripadvisor, or direct (sent to the company)."),
      link: httpsUrl.describe("The review's public https:// address on Google or Tripadvisor; none for a review sent to the company.").optional(),
      /** A review written for the sample site, not by a traveller: shown as a sample, never in review markup, refused at launch. */
      sample: z
        .boolean()
        .optional()
        .describe(
          "true for a sample review the site shipped with, not a traveller's: the page says so, search engines never get it, and the launch check refuses it.",
        ),
      ...portrait,
    }),
  )
  .min(1);

export const storySchema = z.strictObject({
  eyebrow: text,
  title: text,
  paragraphs,
  ...pictured,
  mission: z.strictObject({ title: text, text: longText }),
  vision: z.strictObject({ title: text, text: longText }),
  values: z.array(z.strictObject({ icon, title: text, text: longText })).min(1),
});

export const gallerySchema = z.array(z.strictObject({ title: text, ...pictured })).length(12);
