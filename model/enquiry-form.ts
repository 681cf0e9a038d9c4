// The enquiry form's fields, written once: the form's controls, its checks, what it sends (and its
// static twin, the server-rendered form the host reads), the enquiry text for WhatsApp and e-mail,
// and the words content/contact.json must give each field all come from this list. A new field is
// one entry here plus its words in each language's contact.json (form, errors, summary), then
// `npm run model:schemas`. No zod here: the visitors' JavaScript imports this file.

/** How the visitor answers: the values the contactBy field sends, each with its label in the form's words. */
export const contactMethods = ["phone", "whatsapp", "email"] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[\d\s()-]{8,20}$/;

const wholeNumber = (value: string, min: number, max: number) => {
  const n = Number(value.trim());
  return value.trim() !== "" && Number.isInteger(n) && n >= min && n <= max;
};

/** How one value field is asked for, checked and written. */
export interface EnquiryFieldSpec {
  /** Its name in the form and in what the host receives: kept stable, the host's past submissions use it. */
  readonly field: string;
  /** The control's id (its label's `for`), kept stable: autofill and the end-to-end tests use it. */
  readonly id: string;
  /** Its key in content/contact.json's `form`, `errors` and `summary`. */
  readonly words: string;
  /** A list ("select", "choices") sends its option's value and, beside it, the option's words as "<field>-label". */
  readonly as: "input" | "textarea" | "select" | "choices";
  /** The input's own attributes: what the browser checks without JavaScript, and what autofill reads. */
  readonly input?: {
    readonly type?: "email" | "tel" | "number";
    readonly autoComplete?: string;
    readonly required?: boolean;
    readonly min?: number;
    readonly max?: number;
    readonly inputMode?: "numeric";
    readonly rows?: number;
  };
  /** What the server renders in it (default ""). */
  readonly start?: string;
  /** Its words besides a label (and a select's "none" option): a hint under it, its options' or groups' names, the bands of a list the content gives. */
  readonly hint?: true;
  readonly more?: readonly string[];
  readonly bands?: true;
  /**
   * Where a list's options come from: "catalogue" the quote, then the services and the packages in
   * groups named by `more`; "months" the next twelve months in India; "bands" its words' bands;
   * "more" the values in `more`, each named by its word.
   */
  readonly options?: "catalogue" | "months" | "bands" | "more";
  /** True when the value is acceptable; otherwise the form shows errors.<words>. */
  readonly check?: (value: string) => boolean;
  /** Its line in the enquiry text (summary.<text.words ?? words>): lines go by `line`; left out when empty or equal to `unless`. */
  readonly text?: { readonly line: number; readonly words?: string; readonly unless?: string };
}

const people = { type: "number", min: 0, max: 50, inputMode: "numeric" } as const;
/** A free text of at most `max` characters. */
const upTo = (max: number) => (value: string) => value.length <= max;

/** The form's value fields row by row (two to a row on wider screens), in the form's order. */
export const enquiryRows = [
  [
    {
      field: "choice",
      id: "enquiry-choice",
      words: "choice",
      as: "select",
      options: "catalogue",
      more: ["services", "packages"],
      text: { line: 1, words: "interestedIn" },
    },
  ],
  [
    {
      field: "name",
      id: "enquiry-name",
      words: "name",
      as: "input",
      input: { required: true, autoComplete: "name" },
      hint: true,
      check: (v) => v.trim().length >= 2,
    },
  ],
  [
    {
      field: "email",
      id: "enquiry-email",
      words: "email",
      as: "input",
      input: { type: "email", autoComplete: "email" },
      hint: true,
      check: (v) => !v.trim() || EMAIL.test(v.trim()),
      text: { line: 10 },
    },
    {
      field: "phone",
      id: "enquiry-phone",
      words: "phone",
      as: "input",
      input: { type: "tel", autoComplete: "tel" },
      hint: true,
      check: (v) => {
        const phone = v.trim();
        const digits = phone.replace(/\D/g, "").length;
        return !phone || (PHONE.test(phone) && digits >= 10 && digits <= 13);
      },
      text: { line: 11 },
    },
  ],
  [
    {
      field: "contactBy",
      id: "enquiry-contact-by",
      words: "contactBy",
      as: "choices",
      options: "more",
      more: contactMethods,
      check: (v) => (contactMethods as readonly string[]).includes(v),
      text: { line: 9 },
    },
  ],
  [
    { field: "month", id: "enquiry-month", words: "month", as: "select", options: "months", text: { line: 2 } },
    { field: "dates", id: "enquiry-dates", words: "dates", as: "input", hint: true, check: upTo(100), text: { line: 3 } },
  ],
  [
    {
      field: "adults",
      id: "enquiry-adults",
      words: "adults",
      as: "input",
      input: { ...people, required: true, min: 1 },
      start: "2",
      hint: true,
      check: (v) => wholeNumber(v, 1, 50),
      text: { line: 4 },
    },
    {
      field: "childrenUnder12",
      id: "enquiry-children",
      words: "children",
      as: "input",
      input: people,
      start: "0",
      hint: true,
      check: (v) => !v.trim() || wholeNumber(v, 0, 50),
      text: { line: 5, unless: "0" },
    },
  ],
  [
    {
      field: "departure",
      id: "enquiry-departure",
      words: "departure",
      as: "input",
      input: { autoComplete: "address-level2" },
      hint: true,
      check: upTo(80),
      text: { line: 6 },
    },
    { field: "budget", id: "enquiry-budget", words: "budget", as: "select", options: "bands", hint: true, bands: true, text: { line: 7 } },
  ],
  [{ field: "message", id: "enquiry-message", words: "message", as: "textarea", input: { rows: 5 }, hint: true, check: upTo(2000), text: { line: 12 } }],
] as const satisfies readonly (readonly EnquiryFieldSpec[])[];

/** Every value field, in the form's order. */
export const enquiryFieldSpecs: readonly EnquiryFieldSpec[] = enquiryRows.flat();

/** Messages that are not one field's own: a rule over two fields, the consent box, the spam check. */
export const enquiryOtherErrors = ["emailOrPhone", "needEmail", "needPhone", "consent", "tooFast"] as const;

/** The enquiry text's words that are not a field's line: its greeting ("From {name}") and the e-mail's subject. */
export const enquiryOtherSummary = ["from", "subject", "subjectFallback"] as const;
