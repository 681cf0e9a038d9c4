import { z } from "zod";
import { withKind } from "../kinds";
import { longText, paragraphs, slug, template, text } from "../primitives";

// The contact page and its enquiry form's words.

const field = z.strictObject({ label: text, hint: text.optional() });

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
  /** The enquiry form's labels and hints; "none" is the choice meaning "no preference". */
  form: z.strictObject({
    name: field,
    email: field,
    phone: field,
    choice: z.strictObject({ label: text, none: text, services: text, packages: text }),
    month: z.strictObject({ label: text, none: text }),
    dates: field,
    adults: field,
    children: field,
    departure: field,
    /** Budget per person: each band's `value` is what the form sends, the same in every language. */
    budget: z.strictObject({
      label: text,
      hint: text.optional(),
      none: text,
      bands: z.array(z.strictObject({ value: slug, label: text })).min(2),
    }),
    /** How the visitor wants to be answered: the group's label and one label per method. */
    contactBy: z.strictObject({ label: text, phone: text, whatsapp: text, email: text }),
    message: field,
    /** The consent checkbox's label: what the visitor agrees to by ticking it. */
    consent: text,
    /** The label of the hidden spam trap, read only by screen readers that ignore aria-hidden. */
    honeypot: text,
  }),
  errors: z.strictObject({
    name: text,
    emailOrPhone: text,
    email: text,
    phone: text,
    /** The chosen way of answering needs that detail: e-mail needs an address, phone and WhatsApp a number. */
    needEmail: text,
    needPhone: text,
    dates: text,
    adults: text,
    children: text,
    departure: text,
    contactBy: text,
    message: text,
    /** Why the form cannot send without the consent box ticked. */
    consent: text,
    /** Sent faster than a person can type (the spam check): what to do. */
    tooFast: text,
  }),
  send: text,
  sending: text,
  sendOnWhatsapp: text,
  sendByEmail: text,
  /** Line labels of the enquiry sent by WhatsApp or email when the form cannot be sent. */
  summary: z.strictObject({
    from: text,
    subject: text,
    subjectFallback: text,
    interestedIn: text,
    month: text,
    dates: text,
    adults: text,
    children: text,
    departure: text,
    budget: text,
    contactBy: text,
    email: text,
    phone: text,
    message: text,
  }),
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
