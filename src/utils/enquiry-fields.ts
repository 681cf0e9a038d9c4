// The enquiry form's fields, named once. A Netlify-style host reads the static form in the built
// HTML at deploy time and keeps only the fields it declares: a field the JavaScript send adds that
// the static form lacks is dropped without a word. The form renders from these lists and the send
// is built from them, and e2e/enquiry.spec.ts compares both with the built HTML of every /contact.

/** The form's name for the host (its `name` and the `form-name` field). */
export const ENQUIRY_FORM_NAME = "enquiry";

/**
 * What the visitor types or chooses, in the form's order; the draft in the browser keeps these.
 * A control's name becomes a property of its form element (form.children would be the input, not
 * the form's children), so no name may be one of HTMLFormElement's own: "name" is the one old
 * exception, kept for the host's existing submissions.
 */
export const enquiryValueFields = [
  "choice", "name", "email", "phone", "contactBy", "month", "dates", "adults", "childrenUnder12", "departure", "budget", "message",
] as const;

/**
 * Hidden or one-time fields: the host's form name, the honeypot, the page's language, the time
 * the form was shown (the spam check), the consent box and the version of the notice it agreed to.
 */
export const enquiryMetaFields = ["form-name", "bot-field", "language", "rendered-at", "consent", "privacy-version"] as const;

export const enquiryFields = [...enquiryMetaFields.slice(0, 2), ...enquiryValueFields, ...enquiryMetaFields.slice(2)] as const;

export type EnquiryValueField = (typeof enquiryValueFields)[number];
export type EnquiryField = (typeof enquiryFields)[number];

/** The honeypot: hidden from people; a bot that fills it is discarded by the host (data-netlify-honeypot). */
export const HONEYPOT_FIELD = "bot-field";

/** The value the consent box sends when ticked. */
export const CONSENT_VALUE = "yes";

/**
 * A person needs a few seconds to fill the form; a script posts within a fraction of one. A send
 * sooner than this after the form appeared is not made (the visitor is asked to check and send again).
 */
export const MIN_SECONDS_TO_SUBMIT = 3;

/** True when the form was sent sooner after it appeared (renderedAt, in ms as the field holds it) than a person can fill it. */
export function sentTooFast(renderedAt: string, now: number): boolean {
  const shown = Number(renderedAt);
  return !renderedAt || !Number.isFinite(shown) || now - shown < MIN_SECONDS_TO_SUBMIT * 1000;
}
