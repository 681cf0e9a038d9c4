import { useEffect, useState } from "react";
import { emptyEnquiry, messageFromQuery, type EnquiryValues } from "../utils/enquiry";

export const DRAFT_KEY = "enquiryDraft";

function readDraft(): Partial<EnquiryValues> {
  try {
    const raw = window.sessionStorage.getItem(DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(([k, v]) => k in emptyEnquiry && typeof v === "string"),
    ) as Partial<EnquiryValues>;
  } catch {
    return {};
  }
}

/**
 * The form's values, kept in sessionStorage as the visitor types, so a reload, an error or a
 * failed send loses nothing. `preselect` (from the address) wins over the draft's choice; a
 * `?message=` in the address begins the message unless the draft already has one.
 */
export function useEnquiryDraft(preselect: () => string | null) {
  const [values, setValues] = useState<EnquiryValues>(emptyEnquiry);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const choice = preselect();
    const draft = readDraft();
    const message = draft.message?.trim() ? null : messageFromQuery(window.location.search);
    setValues({ ...emptyEnquiry, ...draft, ...(choice ? { choice } : {}), ...(message ? { message } : {}) });
    setRestored(true);
    // Read once on mount: the address and the draft do not change under the visitor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
    setValues(emptyEnquiry);
  };

  return { values, setValues, clear };
}
