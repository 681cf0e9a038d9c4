// The enquiry form's rules, kept apart from the markup so they are easy to test; the words are
// content (content/contact.json).
import type { Contact } from "../../model/content";

export interface EnquiryValues {
  name: string;
  email: string;
  phone: string;
  choice: string; // "service:beach", "package:goa-beach-break", "quote" or ""
  month: string;
  travellers: string;
  message: string;
}

export type EnquiryErrors = Partial<Record<"name" | "email" | "phone" | "travellers" | "message", string>>;

export const emptyEnquiry: EnquiryValues = { name: "", email: "", phone: "", choice: "", month: "", travellers: "2", message: "" };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[\d\s()-]{8,20}$/;

/** Field-by-field problems, in the order of the form (so the first is where focus goes). */
export function validateEnquiry(v: EnquiryValues, messages: Contact["errors"]): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (v.name.trim().length < 2) errors.name = messages.name;
  const email = v.email.trim();
  const phone = v.phone.trim();
  if (!email && !phone) {
    errors.email = messages.emailOrPhone;
  } else {
    if (email && !EMAIL.test(email)) errors.email = messages.email;
    const digits = phone.replace(/\D/g, "").length;
    if (phone && (!PHONE.test(phone) || digits < 10 || digits > 13)) errors.phone = messages.phone;
  }
  if (v.travellers.trim()) {
    const n = Number(v.travellers);
    if (!Number.isInteger(n) || n < 1 || n > 50) errors.travellers = messages.travellers;
  }
  if (v.message.length > 2000) errors.message = messages.message;
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

/** A message begun elsewhere on the site (?message=..., e.g. the filters of an empty package search), at most 500 characters. */
export function messageFromQuery(search: string): string | null {
  const message = new URLSearchParams(search).get("message")?.trim();
  return message ? message.slice(0, 500) : null;
}

/** The enquiry as plain text, for WhatsApp and email when the form cannot be sent. */
export function enquiryText(v: EnquiryValues, choiceLabel: string, labels: Contact["summary"]): string {
  return [
    `${labels.from} ${v.name.trim()}`,
    choiceLabel && `${labels.interestedIn}: ${choiceLabel}`,
    v.month && `${labels.month}: ${v.month}`,
    v.travellers && `${labels.travellers}: ${v.travellers}`,
    v.email.trim() && `${labels.email}: ${v.email.trim()}`,
    v.phone.trim() && `${labels.phone}: ${v.phone.trim()}`,
    v.message.trim() && `${labels.message}: ${v.message.trim()}`,
  ]
    .filter(Boolean)
    .join("\n");
}

export const whatsappLink = (number: string, text: string) => `https://wa.me/${number}?text=${encodeURIComponent(text)}`;

export const mailtoLink = (email: string, subject: string, body: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** The next 12 months as "November 2026" (in the locale given), starting with the current one. */
export function nextMonths(from: Date, locale: string, count = 12): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(from.getFullYear(), from.getMonth() + i, 1);
    return `${d.toLocaleString(locale, { month: "long" })} ${d.getFullYear()}`;
  });
}
