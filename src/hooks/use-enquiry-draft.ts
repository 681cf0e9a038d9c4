import { useEffect, useState } from "react";
import { emptyEnquiry, messageFromQuery, type EnquiryValues } from "../utils/enquiry";
import { startingValues, type StartSources } from "../utils/enquiry-start";

/**
 * One draft per browser tab (sessionStorage), under one key for every language: the English and
 * the Hindi /contact read and write the same draft, so switching language mid-form loses nothing.
 * Every value in it is language-neutral (month "2027-03", choice "package:slug", band values).
 */
export const DRAFT_KEY = "enquiryDraft";

const validMonth = /^\d{4}-\d{2}$/;

function readDraft(): Partial<EnquiryValues> {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== "object") return {};
    // Only known fields, as strings; a month kept by an older version of the form ("March 2027") is dropped.
    return Object.fromEntries(
      Object.entries(parsed).filter(([k, v]) => k in emptyEnquiry && typeof v === "string" && (k !== "month" || v === "" || validMonth.test(v))),
    ) as Partial<EnquiryValues>;
  } catch {
    return {};
  }
}

/**
 * The form's values, kept in sessionStorage as the visitor types, so a reload, an error, a failed
 * send or a switch of language loses nothing; `clear` (after a successful send) forgets them.
 * On mount the form starts from `start()`: what its controls already hold (typed, pasted or
 * autofilled before the script ran), the address's choice and picked date; the draft and a
 * `?message=` in the address fill the rest (src/utils/enquiry-start.ts). Consent is not part of the draft: it is given
 * afresh on the page whose notice the visitor reads.
 */
export function useEnquiryDraft(
  start: () => Pick<StartSources, "entered" | "choice" | "pickedDate">,
  /** What the server's page already holds besides emptyEnquiry (a package's own form: its choice), so hydration keeps it. */
  rendered: Partial<EnquiryValues> = {},
) {
  const [values, setValues] = useState<EnquiryValues>(() => ({ ...emptyEnquiry, ...rendered }));
  const [restored, setRestored] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once on mount; the address and the draft do not change under the visitor, and from then on the controls follow the state.
  useEffect(() => {
    const { entered, choice, pickedDate } = start();
    setValues(startingValues({ entered, draft: readDraft(), choice, pickedDate, message: messageFromQuery(window.location.search) }));
    setRestored(true);
  }, []);

  useEffect(() => {
    if (!restored) return;
    try {
      window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    } catch {
      /* storage blocked: the form still works, only the draft is not kept */
    }
  }, [restored, values]);

  const clear = () => {
    try {
      window.sessionStorage.removeItem(DRAFT_KEY);
    } catch {
      /* nothing to clear */
    }
    // Not written back: the next visit starts empty.
    setRestored(false);
    setValues(emptyEnquiry);
  };

  return { values, setValues, clear };
}
