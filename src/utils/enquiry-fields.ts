import { enquiryFieldSpecs, type enquiryRows } from "../../model/enquiry-form";

// The enquiry form's fields as the host receives them, from the one list (model/enquiry-form.ts).
// A Netlify-style host reads the static form in the built HTML at deploy time and keeps only the
// fields it declares: a field the JavaScript send adds that the static form lacks is dropped
// without a word. The send and the form are built from these lists;
// e2e/enquiry.spec.ts compares them with the built HTML of every /contact, and a real send's fields
// with the built form's.

/** The form's name for the host (its `name` and the `form-name` field). */
export const ENQUIRY_FORM_NAME = "enquiry";

type Spec = (typeof enquiryRows)[number][number];
type Listed = Extract<Spec, { as: "select" | "choices" }>;

/**
 * What the visitor types or chooses, in the form's order (model/enquiry-form.ts); the draft in the
 * browser keeps these. A control's name becomes a property of its form element (form.children
 * would be the input, not the form's children), so no name may be one of HTMLFormElement's own:
 * "name" is the one old exception, kept for the host's existing submissions.
 */
export const enquiryValueFields = enquiryFieldSpecs.map((s) => s.field) as readonly Spec["field"][];

/**
 * The fields chosen from a list. Each sends its option's value, the same in every language and with
 * or without JavaScript ("package:goa-beach-break", "whatsapp", "2027-03", "25000-50000"), so the
 * company can sort and filter enquiries; beside it, "<field>-label" carries the option as the visitor
 * read it ("गोवा बीच हॉलिडे", "WhatsApp"), so the notification reads like the form. The words need
 * the script: without it, the label fields arrive empty.
 */
export const enquiryLabelledFields = enquiryFieldSpecs.filter((s) => s.as === "select" || s.as === "choices").map((s) => s.field) as readonly Listed["field"][];

export type EnquiryLabelledField = Listed["field"];
export type EnquiryLabelField = `${EnquiryLabelledField}-label`;

export const labelField = (field: EnquiryLabelledField): EnquiryLabelField => `${field}-label`;

/**
 * Hidden or one-time fields: the host's form name, the honeypot, the page's language ("en", "hi"),
 * the time the form was shown (the spam check), the consent box and the version of the notice it agreed to.
 */
const enquiryMetaFields = ["form-name", "bot-field", "language", "rendered-at", "consent", "privacy-version"] as const;

const isLabelled = (field: string): field is EnquiryLabelledField => (enquiryLabelledFields as readonly string[]).includes(field);

/** Every field the form declares and the send carries, in the form's order, each label after its field. */
export const enquiryFields: readonly EnquiryField[] = [
  ...enquiryMetaFields.slice(0, 2),
  ...enquiryValueFields.flatMap((f) => (isLabelled(f) ? [f, labelField(f)] : [f])),
  ...enquiryMetaFields.slice(2),
];

export type EnquiryValueField = Spec["field"];
export type EnquiryField = (typeof enquiryMetaFields)[number] | EnquiryValueField | EnquiryLabelField;

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
