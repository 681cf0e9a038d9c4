// The enquiry form's rules, kept apart from the markup so they are easy to test; the words are
// content (content/contact.json).
import type { Contact } from "../../model/content";
import { enquiryFieldSpecs } from "../../model/enquiry-form";
import {
  CONSENT_VALUE,
  ENQUIRY_FORM_NAME,
  enquiryFields,
  enquiryLabelledFields,
  labelField,
  type EnquiryField,
  type EnquiryLabelField,
  type EnquiryLabelledField,
  type EnquiryValueField,
} from "./enquiry-fields";

/** Every value is a string, as the form holds it; none of them depends on the page's language. */
export type EnquiryValues = Record<EnquiryValueField, string>;

/** A field's problem, or the consent box's, in the visitor's language. */
export type EnquiryErrors = Partial<Record<EnquiryValueField | "consent", string>>;

/** What the server renders: each field's start (2 adults, 0 children, the rest blank). */
export const emptyEnquiry = Object.fromEntries(enquiryFieldSpecs.map((s) => [s.field, s.start ?? ""])) as EnquiryValues;

type Messages = Record<string, string>;

/** Field-by-field problems (each field's own check, then the rules over two fields), in the order of the form. */
export function validateEnquiry(v: EnquiryValues, consent: boolean, messages: Contact["errors"]): EnquiryErrors {
  const words = messages as Messages;
  const errors: EnquiryErrors = {};
  for (const { field, words: key, check } of enquiryFieldSpecs) {
    if (check && !check(v[field as EnquiryValueField])) errors[field as EnquiryValueField] = words[key];
  }
  // One way of answering at least; and the one chosen needs its detail: e-mail an address, phone and WhatsApp a number.
  const email = v.email.trim();
  const phone = v.phone.trim();
  if (!email && !phone) errors.email = messages.emailOrPhone;
  if (errors.contactBy) {
    // No way chosen yet: nothing to need.
  } else if (v.contactBy === "email") {
    if (!email && !errors.email) errors.email = messages.needEmail;
  } else if (!phone && !errors.phone) errors.phone = messages.needPhone;
  if (!consent) errors.consent = messages.consent;
  return errors;
}

/** The choice preselected by the address: ?service=slug, ?package=slug or ?enquiry=quote. */
export function choiceFromQuery(search: string, known: { services: readonly string[]; packages: readonly string[] }): string | null {
  const params = new URLSearchParams(search);
  const service = params.get("service");
  if (service && known.services.includes(service)) return `service:${service}`;
  const pkg = params.get("package");
  if (pkg && known.packages.includes(pkg)) return `package:${pkg}`;
  if (params.get("enquiry") === "quote") return "quote";
  return null;
}

/**
 * The departure a package page's row asked about (?date=2027-06-19), if it is one of the trip's
 * dates still open: its month ("2027-06") and its date in words, for the month and dates fields.
 */
export function pickedDateFromQuery(search: string, open: readonly { date: string; dateText: string }[]): { month: string; dates: string } | null {
  const date = new URLSearchParams(search).get("date");
  const found = open.find((d) => d.date === date);
  return found ? { month: found.date.slice(0, 7), dates: found.dateText } : null;
}

/**
 * A message begun elsewhere on the site (?message=..., the filters of an empty package search, or a
 * party's itemised total from a package page), at most 2,000 characters: as long as the field takes.
 */
export function messageFromQuery(search: string): string | null {
  const message = new URLSearchParams(search).get("message")?.trim();
  return message ? message.slice(0, 2000) : null;
}

/**
 * The party a package page's total sends (?month=2027-06&dates=…&adults=2&children=2): the month of
 * travel, the day as the visitor read it, and the travellers. A value the form would refuse is left out.
 */
export function partyFromQuery(search: string): Partial<Pick<EnquiryValues, "month" | "dates" | "adults" | "childrenUnder12">> {
  const params = new URLSearchParams(search);
  const count = (key: string, min: number) => {
    const v = params.get(key) ?? "";
    return /^\d{1,2}$/.test(v) && Number(v) >= min ? { value: String(Number(v)) } : undefined;
  };
  const month = params.get("month") ?? "";
  const dates = params.get("dates")?.trim() ?? "";
  const adults = count("adults", 1);
  const children = count("children", 0);
  return {
    ...(/^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? { month } : {}),
    ...(dates && dates.length <= 100 ? { dates } : {}),
    ...(adults ? { adults: adults.value } : {}),
    ...(children ? { childrenUnder12: children.value } : {}),
  };
}

/** What the visitor reads for each chosen value (a package's title, "March 2027", "₹25,000 to ₹50,000"). */
export type EnquiryLabels = Partial<Record<EnquiryLabelledField, Record<string, string>>>;

/** Each value as the visitor saw it: the label of a chosen option, or the typed text. */
const readable = (v: EnquiryValues, labels: EnquiryLabels): EnquiryValues =>
  Object.fromEntries(Object.entries(v).map(([k, value]) => [k, labels[k as keyof EnquiryLabels]?.[value] ?? value.trim()])) as EnquiryValues;

/** The fields with a line in the enquiry text, in the text's order. */
const textLines = enquiryFieldSpecs
  .flatMap((s) => (s.text ? [{ field: s.field as EnquiryValueField, words: s.text.words ?? s.words, ...s.text }] : []))
  .sort((x, y) => x.line - y.line);

/** The enquiry as plain text, for WhatsApp and email when the form cannot be sent. */
export function enquiryText(v: EnquiryValues, labels: EnquiryLabels, words: Contact["summary"]): string {
  const r = readable(v, labels);
  const summary = words as Messages;
  return [`${words.from} ${r.name}`, ...textLines.map(({ field, words: key, unless }) => r[field] && r[field] !== unless && `${summary[key]}: ${r[field]}`)]
    .filter(Boolean)
    .join("\n");
}

/** What travels with an enquiry besides the visitor's values. */
export interface EnquiryMeta {
  honeypot: string;
  language: string;
  renderedAt: string;
  consent: boolean;
  privacyVersion: string;
}

/** The words of each option chosen from a list, as the form's "<field>-label" fields carry them ("" when none). */
export const chosenLabels = (v: EnquiryValues, labels: EnquiryLabels): Record<EnquiryLabelField, string> =>
  Object.fromEntries(enquiryLabelledFields.map((f) => [labelField(f), labels[f]?.[v[f]] ?? ""])) as Record<EnquiryLabelField, string>;

/**
 * The fields the JavaScript send posts: exactly the static form's fields (enquiryFields). Each
 * field holds what the form holds (a chosen option's value, the same in every language, the text
 * as typed, trimmed), and each chosen option's words travel beside it, so the company can sort
 * enquiries by package or reply channel and still read them as the visitor wrote them.
 */
export function enquiryPayload(v: EnquiryValues, labels: EnquiryLabels, meta: EnquiryMeta): Record<EnquiryField, string> {
  const values: Record<EnquiryField, string> = {
    "form-name": ENQUIRY_FORM_NAME,
    "bot-field": meta.honeypot,
    ...(Object.fromEntries(Object.entries(v).map(([k, value]) => [k, value.trim()])) as EnquiryValues),
    ...chosenLabels(v, labels),
    language: meta.language,
    "rendered-at": meta.renderedAt,
    consent: meta.consent ? CONSENT_VALUE : "",
    "privacy-version": meta.privacyVersion,
  };
  return Object.fromEntries(enquiryFields.map((f) => [f, values[f]])) as Record<EnquiryField, string>;
}

/**
 * How long a send waits for the host's answer before the form gives up and offers WhatsApp and
 * e-mail with the enquiry written in (content/contact.json's `timeoutText` says the number, as
 * `{seconds}`). A stalled connection would otherwise leave "Sending…" on screen for good.
 */
export const SEND_TIMEOUT_SECONDS = 15;

/** How a send ended: the host took it, the host or the network refused it, or no answer came in time. */
type SendOutcome = "sent" | "failed" | "timedOut";

/**
 * Posts the enquiry (urlencoded, to "/", as the host's form handling wants) and waits at most
 * `seconds` for the answer. On time-out the request is aborted, and the answer is "timedOut" even if
 * the fetch never settles (a fetch that ignores its signal). A plain AbortController and a timer,
 * not AbortSignal.timeout(): the site's browser targets (Gatsby's default, no browserslist) include
 * browsers older than it (Safari before 16).
 */
export function sendEnquiry(body: string, seconds: number = SEND_TIMEOUT_SECONDS): Promise<SendOutcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<SendOutcome>((resolve) => {
    timer = setTimeout(() => {
      // Settled first, so the race is won by the time-out, not by the abort's rejection.
      resolve("timedOut");
      controller.abort();
    }, seconds * 1000);
  });
  const send = fetch("/", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
    signal: controller.signal,
  }).then(
    (response): SendOutcome => (response.ok ? "sent" : "failed"),
    (): SendOutcome => "failed",
  );
  return Promise.race([send, giveUp]).finally(() => clearTimeout(timer));
}

export { mailtoLink, whatsappLink } from "./contact-links";
