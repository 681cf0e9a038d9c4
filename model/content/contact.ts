import { z } from "zod";
import { withKind } from "../kinds";
import { longText, paragraphs, slug, template, text } from "../primitives";
import { enquiryFieldSpecs, enquiryOtherErrors, enquiryOtherSummary, type EnquiryFieldSpec, type enquiryRows } from "../enquiry-form";

// The contact page and its enquiry form's words.

type Spec = (typeof enquiryRows)[number][number];
type Text = typeof text;

/** One text per key, in order. */
const wordsFor = <K extends string>(keys: readonly K[]) => z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<K, Text>);

const bandsSchema = z.array(z.strictObject({ value: slug, label: text })).min(2);

/** The shape fieldWords gives a field, for the types the site's code reads. */
type FieldWords<S> = { label: Text } & (S extends { hint: true } ? { hint: z.ZodOptional<Text> } : unknown) &
  (S extends { as: "select" } ? { none: Text } : unknown) &
  (S extends { more: readonly (infer M extends string)[] } ? Record<M, Text> : unknown) &
  (S extends { bands: true } ? { bands: typeof bandsSchema } : unknown);
type FormShape = { [S in Spec as S["words"]]: z.ZodObject<FieldWords<S>, z.core.$strict> };
type ErrorKey = Extract<Spec, { check: unknown }>["words"];
type LineKey<S> = S extends { text: { words: infer W extends string } } ? W : S extends { text: unknown; words: infer W extends string } ? W : never;

/**
 * A field's words in the form (model/enquiry-form.ts): its label, a hint under it, a list's "none"
 * option, its options' or groups' names, and a list's bands, each band's `value` what the form
 * sends, the same in every language.
 */
const fieldWords = (spec: EnquiryFieldSpec) =>
  z.strictObject({
    label: text,
    ...(spec.hint && { hint: text.optional() }),
    ...(spec.as === "select" && { none: text }),
    ...Object.fromEntries((spec.more ?? []).map((word) => [word, text])),
    ...(spec.bands && { bands: bandsSchema }),
  });

export const contactSchema = z.strictObject({
  formTitle: text,
  formIntro: longText,
  quoteLabel: text,
  failureTitle: text,
  failureText: longText,
  /** Said instead of failureText when the host gave no answer in time: "{seconds}" is that time (SEND_TIMEOUT_SECONDS). */
  timeoutText: withKind(template("seconds"), { kind: "longText" }),
  hoursTitle: text,
  /** The short privacy notice above the send button, and its link to /privacy. */
  notice: longText,
  noticeLink: text,
  /** The enquiry form's labels and hints, in the form's order; "none" is a list's choice meaning "no preference". */
  form: z.strictObject({
    ...(Object.fromEntries(enquiryFieldSpecs.map((spec) => [spec.words, fieldWords(spec)])) as FormShape),
    /** The consent checkbox's label: what the visitor agrees to by ticking it. */
    consent: text,
    /** The label of the hidden spam trap, read only by screen readers that ignore aria-hidden. */
    honeypot: text,
  }),
  /**
   * What is wrong with a field (each field with a check), then: neither e-mail nor phone given; the
   * chosen way of answering needs that detail (e-mail an address, phone and WhatsApp a number);
   * why the form cannot send without the consent box ticked; sent faster than a person can type
   * (the spam check), and what to do.
   */
  errors: wordsFor([...enquiryFieldSpecs.flatMap((s) => (s.check ? [s.words as ErrorKey] : [])), ...enquiryOtherErrors]),
  send: text,
  sending: text,
  sendOnWhatsapp: text,
  sendByEmail: text,
  /** The enquiry sent by WhatsApp or email when the form cannot be sent: its greeting, subject, and each field's line label. */
  summary: wordsFor([...enquiryOtherSummary, ...enquiryFieldSpecs.flatMap((s) => (s.text ? [(s.text.words ?? s.words) as LineKey<Spec>] : []))]),
  details: z.strictObject({ call: text, whatsapp: text, whatsappLink: text, email: text, office: text, map: text }),
  /** The thank-you page after a sent enquiry: what happens next, and how to reach a planner sooner. */
  thanks: z.strictObject({
    nextTitle: text,
    next: paragraphs,
    soonerTitle: text,
    call: text,
    whatsapp: text,
    back: text,
  }),
});
