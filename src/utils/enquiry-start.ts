// What the enquiry form holds once its script runs. The page is server-rendered and usable before
// React takes it over: a visitor (or the browser's autofill, or a paste) may fill it in first. React
// 18 then sets every controlled input back to its state on its next render (facebook/react#26974,
// #12955), so the form's first state is read from its own controls, and what the visitor
// entered wins over the draft kept in the tab and the choice the address preselects.
import { CONSENT_VALUE, enquiryValueFields } from "./enquiry-fields";
import { emptyEnquiry, type EnquiryValues } from "./enquiry";

/** The values the form's controls hold, read from them (`new FormData(form)`): only the visitor's fields. */
export function enteredValues(data: FormData): Partial<EnquiryValues> {
  const entered: Partial<EnquiryValues> = {};
  for (const field of enquiryValueFields) {
    const value = data.get(field);
    if (typeof value === "string") entered[field] = value;
  }
  return entered;
}

/** True when the consent box is ticked in the form's controls. */
export const consentEntered = (data: FormData) => data.get("consent") === CONSENT_VALUE;

export interface StartSources {
  /** What the controls hold when the script starts (enteredValues). */
  entered: Partial<EnquiryValues>;
  /** The draft kept in this tab (sessionStorage). */
  draft: Partial<EnquiryValues>;
  /** The choice the address preselects (?package=, ?service=, ?enquiry=quote). */
  choice: string | null;
  /** A message begun by the address (?message=). */
  message: string | null;
  /** A departure picked on the package's page (?date=): its month and its date in words, for the month and dates fields. */
  pickedDate?: { month: string; dates: string } | null;
}

/**
 * The form's first values. A control holding something other than what the server rendered
 * (emptyEnquiry: blank, 2 adults, 0 children) was filled in by the visitor, and keeps it. Every other
 * field comes from the address's choice and picked date, then the draft; the address's message begins
 * a message the draft lacks. A field holding only spaces counts as left empty.
 */
export function startingValues({ entered, draft, choice, message, pickedDate }: StartSources): EnquiryValues {
  const start: EnquiryValues = { ...emptyEnquiry, ...draft };
  if (choice) start.choice = choice;
  if (pickedDate) Object.assign(start, pickedDate);
  if (message && !start.message.trim()) start.message = message;
  for (const field of enquiryValueFields) {
    const value = entered[field];
    if (value?.trim() && value !== emptyEnquiry[field]) start[field] = value;
  }
  return start;
}
