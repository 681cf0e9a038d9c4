import { z } from "zod";
import { httpsUrl, icon, image, inEveryLanguage, longText, paragraphs, sitePath, template, text } from "../primitives";
import { matches } from "../patterns";
import { calendarDate } from "./packages";

// The company's settings (content/settings.json): its names, how to reach it, its registrations, the banner and the footer's words.

/** A phone number as shown and as dialled. */
const phone = z.strictObject({
  display: z.string().check(matches(/^\+\d{1,3}( \d{2,5}){1,4}$/, 'must look like "+91 98765 43210"')),
  e164: z.string().check(matches(/^\+[1-9]\d{7,14}$/, 'must be a phone number like "+919876543210"')),
});

export const settingsSchema = z.strictObject({
  name: text,
  /** The day the company began: its years in business are counted from it, on each build's day (never typed). */
  founded: calendarDate.describe("The day the company began, e.g. 2013-10-12: the site counts its years in business from it."),
  shortName: text.max(12),
  tagline: text,
  description: longText.min(120).max(160),
  phone,
  whatsapp: z.strictObject({
    number: z.string().check(matches(/^[1-9]\d{7,14}$/, 'must be digits with the country code, like "919876543210"')),
    greeting: text,
  }),
  email: z.email("must be an email address"),
  address: z.strictObject({
    street: text,
    locality: text,
    city: text,
    region: text,
    postalCode: z.string().check(matches(/^\d{6}$/, "must be a 6-digit PIN code")),
    country: text,
    countryCode: z.string().check(matches(/^[A-Z]{2}$/, 'must be a two-letter code like "IN"')),
  }),
  mapUrl: httpsUrl,
  officeHours: paragraphs,
  socials: z.array(z.strictObject({ network: icon, label: text, url: httpsUrl })).min(1),
  identifiers: z.strictObject({
    note: longText,
    items: z
      .array(
        z.strictObject({
          label: text,
          value: text.describe("The number as registered: the same in every language.").register(inEveryLanguage, { as: "same" }),
          /** Who issued it: shown on /about/credentials. */
          issuer: text,
          /** The public register where anyone can look the number up, where one exists. */
          register: httpsUrl.optional().describe("The public register where anyone can check this number (https), where one exists."),
        }),
      )
      .min(1),
    /** true while the items are sample values; `npm run check:content -- --launch` reports it. */
    demo: z.boolean().optional(),
  }),
  /** The grievance officer the privacy notice names (India's DPDP Act 2023): complaints about personal data go here. */
  grievance: z.strictObject({
    name: text,
    /** Their position in the company (the E-Commerce Rules 2020 ask for name, designation and contact). */
    designation: text,
    email: z.email("must be an email address"),
    phone,
    /** true while name and address are sample values; `npm run check:content -- --launch` reports it. */
    demo: z.boolean().optional(),
  }),
  designer: z.strictObject({ text, name: text, url: httpsUrl }),
  /**
   * The moving line at the top of every page. While an offer is current it says "save up to
   * {percent}%" (the largest current saving, computed, never typed) and links to the offers;
   * otherwise it shows the plain text and link. The claim names the day it ends ({date}: the last day
   * of the offer that saves that much), so a page read without JavaScript or days later shows it.
   */
  banner: z.strictObject({
    claim: template("percent", "date"),
    claimLink: sitePath,
    claimLabel: text,
    text,
    link: sitePath,
    linkLabel: text,
  }),
  footerAbout: longText,
  ogImage: image,
  ogImageAlt: text,
});
