import { navigate } from "gatsby";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { localizePath } from "../../model/locales";
import { enquirySentPath } from "../../model/routes";
import { businessTimeZone } from "../../model/time-zone";
import { useEnquiryDraft } from "./use-enquiry-draft";
import { useLocale } from "../i18n/locale-context";
import { upcomingDepartures, type Departure } from "../utils/departures";
import { monthLabel, tripMonths, type TripDepartures } from "../utils/trip-months";
import { useBusinessToday } from "./use-business-today";
import {
  choiceFromQuery,
  enquiryPayload,
  enquiryText,
  mailtoLink,
  pickedDateFromQuery,
  sendEnquiry,
  validateEnquiry,
  whatsappLink,
  type EnquiryErrors,
} from "../utils/enquiry";
import { enquiryValueFields, HONEYPOT_FIELD, sentTooFast, type EnquiryValueField } from "../utils/enquiry-fields";
import { consentEntered, enteredValues } from "../utils/enquiry-start";
import { enquiryLists, listLabels, type EnquiryOptionSources } from "../utils/enquiry-options";
import { dayIn } from "../utils/calendar-day";
import { nextMonths } from "../utils/next-months";

/** Where the form is: being filled, sending, refused or unanswered (then WhatsApp and e-mail are offered), or sent too soon after it appeared. */
export type EnquiryState = "idle" | "sending" | "failed" | "timedOut" | "tooFast";

/** On a package's own enquiry page: the package, its departures (with each date in words) and the build's day in India. */
export interface EnquiryTrip {
  slug: string;
  departures: TripDepartures & { readonly dates?: readonly (Pick<Departure, "date" | "status"> & { readonly dateText: string })[] | null };
  /** "YYYY-MM-DD": the server's page lists the months from it; the browser then from the visitor's day. */
  today: string;
}

export interface EnquiryFormSources extends Omit<EnquiryOptionSources, "months"> {
  /** The language's twelve month names, in calendar order. */
  monthNames: readonly string[];
  /** The words the checks show (content/contact.json › errors) and the enquiry text's lines (› summary). */
  errorWords: Parameters<typeof validateEnquiry>[2];
  summaryWords: Parameters<typeof enquiryText>[2];
  /** Where the enquiry can go instead when the send fails. */
  email: string;
  whatsappNumber: string;
  /** The privacy notice's version (content/privacy.json): it travels with the consent. */
  privacyVersion: string;
  /** On a package's own enquiry page: the package chosen, the months it runs, a departure's date from the address. */
  trip?: EnquiryTrip;
}

/** Where focus goes on an error: each field's control, in the form's order, then the consent box. */
const errorOrder: readonly (EnquiryValueField | "consent")[] = [...enquiryValueFields, "consent"];
const focusTarget = (field: string) => (field === "contactBy" ? `[name="contactBy"][data-first]` : `[name="${field}"]`);
const encode = (data: Record<string, string>) => new URLSearchParams(data).toString();

/**
 * The enquiry form's state and its send: the values (kept as a draft), the consent, the errors, the
 * lists' options, the enquiry text, and what a submit does. A static-host form posts natively
 * without JavaScript; with it, the checks run inline, the send goes in the background and the
 * visitor goes to the thank-you page, or is offered WhatsApp and e-mail with the enquiry typed.
 */
export function useEnquiryForm(sources: EnquiryFormSources) {
  const { monthNames, services, packages, errorWords, summaryWords, email, whatsappNumber, privacyVersion, trip } = sources;
  const language = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  const tripChoice = trip ? `package:${trip.slug}` : "";
  const today = useBusinessToday(trip?.today ?? "");
  const openDates = trip ? upcomingDepartures(trip.departures.dates, today).filter((d) => d.status !== "soldOut") : [];
  // Before hydration the server's form is live: what was entered there stays (src/utils/enquiry-start.ts).
  const { values, setValues, clear } = useEnquiryDraft(
    () => ({
      entered: formRef.current ? enteredValues(new FormData(formRef.current)) : {},
      choice: choiceFromQuery(window.location.search, { services: services.map((s) => s.slug), packages: packages.map((p) => p.slug) }),
      pickedDate: pickedDateFromQuery(window.location.search, openDates),
    }),
    trip ? { choice: tripChoice } : {},
  );
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<EnquiryErrors>({});
  const [state, setState] = useState<EnquiryState>("idle");
  const [months, setMonths] = useState<{ value: string; label: string }[]>([]);
  // Set once running: the static form (no JavaScript) keeps the browser's own checks of required fields.
  const [hydrated, setHydrated] = useState(false);
  const [renderedAt, setRenderedAt] = useState("");
  // From this month in India (a visitor abroad on the 31st may already be in the next month there).
  useEffect(() => setMonths(nextMonths(new Date(`${dayIn(businessTimeZone, new Date())}T00:00`), monthNames)), [monthNames]);
  useEffect(() => {
    if (formRef.current && consentEntered(new FormData(formRef.current))) setConsent(true);
    setHydrated(true);
    setRenderedAt(String(Date.now()));
  }, []);

  // The months the trip runs while it is the one chosen (the server's page lists them too); else the next twelve.
  const monthOptions =
    trip && values.choice === tripChoice ? tripMonths(trip.departures, today).map((m) => ({ value: m, label: monthLabel(m, monthNames) })) : months;
  const lists = enquiryLists({ ...sources, months: monthOptions });
  const labels = listLabels(lists);
  const text = enquiryText(values, labels, summaryWords);
  const setField = (field: EnquiryValueField, value: string) => setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateEnquiry(values, consent, errorWords);
    setErrors(found);
    const first = errorOrder.find((f) => found[f]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(focusTarget(first))?.focus();
      return;
    }
    if (sentTooFast(renderedAt, Date.now())) {
      setState("tooFast");
      return;
    }
    setState("sending");
    const honeypot = formRef.current?.querySelector<HTMLInputElement>(`[name="${HONEYPOT_FIELD}"]`)?.value ?? "";
    // At most SEND_TIMEOUT_SECONDS: then the same offer as a refused send, and the fields keep what was typed.
    const outcome = await sendEnquiry(encode(enquiryPayload(values, labels, { honeypot, language, renderedAt, consent, privacyVersion })));
    if (outcome !== "sent") {
      setState(outcome);
      return;
    }
    try {
      clear();
      await navigate(localizePath(enquirySentPath, language));
    } catch {
      setState("failed");
    }
  };

  /** The same enquiry by WhatsApp or e-mail, offered when the send fails. */
  const elsewhere = {
    whatsappHref: whatsappLink(whatsappNumber, text),
    mailtoHref: mailtoLink(email, `${summaryWords.subject}: ${labels.choice?.[values.choice] ?? summaryWords.subjectFallback}`, text),
  };

  return { formRef, language, values, setField, consent, setConsent, errors, state, hydrated, renderedAt, lists, labels, elsewhere, onSubmit };
}
