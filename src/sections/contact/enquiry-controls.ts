import type { EnquiryValueField } from "../../utils/enquiry-fields";

type FormCopy = Queries.EnquiryCopyFragment["form"];

/** How one of the form's value fields is asked for. */
export interface EnquiryControl {
  field: EnquiryValueField;
  /** The control's id (its label's `for`), kept stable: autofill and the end-to-end tests use it. */
  id: string;
  /** Its words in content/contact.json's `form` (label, hint, "none" option). */
  copy: keyof FormCopy;
  as: "input" | "textarea" | "select" | "choices";
  /** The input's own attributes: what the browser checks without JavaScript, and what autofill reads. */
  input?: {
    type?: "email" | "tel" | "number";
    autoComplete?: string;
    required?: boolean;
    min?: number;
    max?: number;
    inputMode?: "numeric";
    rows?: number;
  };
}

const people = { type: "number", min: 0, max: 50, inputMode: "numeric" } as const;

/**
 * The form's value fields as it shows them, row by row (two to a row on wider screens), in the
 * order of enquiryValueFields: the form renders these, and a test holds the two lists equal.
 */
export const enquiryRows: readonly (readonly EnquiryControl[])[] = [
  [{ field: "choice", id: "enquiry-choice", copy: "choice", as: "select" }],
  [{ field: "name", id: "enquiry-name", copy: "name", as: "input", input: { required: true, autoComplete: "name" } }],
  [
    { field: "email", id: "enquiry-email", copy: "email", as: "input", input: { type: "email", autoComplete: "email" } },
    { field: "phone", id: "enquiry-phone", copy: "phone", as: "input", input: { type: "tel", autoComplete: "tel" } },
  ],
  [{ field: "contactBy", id: "enquiry-contact-by", copy: "contactBy", as: "choices" }],
  [
    { field: "month", id: "enquiry-month", copy: "month", as: "select" },
    { field: "dates", id: "enquiry-dates", copy: "dates", as: "input" },
  ],
  [
    { field: "adults", id: "enquiry-adults", copy: "adults", as: "input", input: { ...people, required: true, min: 1 } },
    { field: "childrenUnder12", id: "enquiry-children", copy: "children", as: "input", input: people },
  ],
  [
    { field: "departure", id: "enquiry-departure", copy: "departure", as: "input", input: { autoComplete: "address-level2" } },
    { field: "budget", id: "enquiry-budget", copy: "budget", as: "select" },
  ],
  [{ field: "message", id: "enquiry-message", copy: "message", as: "textarea", input: { rows: 5 } }],
];

/** Where focus goes on an error: each field's control, in the form's order, then the consent box. */
export const errorOrder = [...enquiryRows.flat().map((c) => c.field), "consent"] as const;
