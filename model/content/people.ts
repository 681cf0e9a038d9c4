import { z } from "zod";
import { icon, longText, order, paragraphs, pictured, socials, text } from "../primitives";

// The people and the proof: founder, team, testimonials, story and gallery.

/** A portrait; placeholderPortrait is true while it is an illustration (the launch check lists them). */
const portrait = { ...pictured, placeholderPortrait: z.boolean() };
const person = { name: text, role: text, title: text, desc: longText, ...portrait, socials };

export const founderSchema = z.strictObject({ ...person, story: paragraphs, signature: text });
export const teamMemberSchema = z.strictObject({ ...person, order });

export const testimonialsSchema = z
  .array(
    z.strictObject({
      number: z.number().int().min(1),
      quote: longText,
      name: text,
      role: text,
      ...portrait,
    }),
  )
  .length(9);

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
