import { z } from "zod";
import { graphqlNames, httpsUrl, longText, paragraphs, template, text } from "../primitives";
import { matches } from "../patterns";
import { bookingPolicies, calendarDate } from "./packages";

// The legal pages: the booking terms and the privacy notice.

const percent = z.number().min(0).max(100);

/**
 * A tax rate as the law sets it: the site uses, each day, the latest whose first day has come in
 * India (src/utils/price-taxes.ts), so a change announced in a budget is added ahead with its day.
 */
const datedRate = z
  .strictObject({
    rate: percent.describe("The rate in percent, e.g. 2."),
    from: calendarDate.describe("The first day it applies, e.g. 2026-04-01."),
    source: z
      .string()
      .min(1)
      .describe(
        "The Act, section or notification that sets it, as you would cite it, e.g. Income-tax Act, 2025, s.394(1), as amended by the Finance Act, 2026.",
      ),
  })
  .register(graphqlNames, { name: "DatedRate" });

/** A titled part of a legal page: its heading and its paragraphs. */
const legalSection = z.strictObject({ title: text, paragraphs }).register(graphqlNames, { name: "LegalSection" });

/**
 * The terms every package follows unless its own file says otherwise, and the rest of the /terms
 * page: its payment and cancellation parts are these same `payment` and `cancellation` values.
 */
export const bookingTermsSchema = z.strictObject({
  ...bookingPolicies.shape,
  intro: paragraphs,
  booking: legalSection,
  paymentTitle: text,
  cancellationTitle: text,
  /** Said under the cancellation table: how the days are counted, refunds. */
  cancellationNotes: paragraphs,
  changes: legalSection,
  /**
   * What the law adds to every price, shown in each package's price box: GST on every package, and
   * TCS on a tour abroad (a package with "overseas": true). A change in the law is an edit here.
   */
  taxes: z.strictObject({
    title: text,
    gstRates: z.array(datedRate).min(1).describe("GST on a tour package: each rate with its first day and its source."),
    /** Its sentence: reads {rate}, never types it (the check refuses a typed rate). */
    gst: template("rate"),
    tcsRates: z.array(datedRate).min(1).describe("TCS on an overseas tour programme package: each rate with its first day and its source."),
    /** For a tour abroad: {rate} and {amount}, the TCS on the lowest price paid. */
    tcs: template("rate", "amount"),
  }),
  /** Refunds are paid within this many days of a written cancellation (the terms and the line under the deposit say it). */
  refundDays: z.number().int().min(1).max(90).describe("Days within which a refund is paid after a written cancellation, e.g. 14."),
  /**
   * A deposit paid online on a payment provider's own page (a package's `deposit`): what happens
   * after paying, and how deposits are refunded (the /terms page). Which payment pages a package
   * may link to is a build setting, not content (scripts/content/payment-pages.ts).
   */
  deposit: z.strictObject({
    next: longText,
    /** Under a deposit that only holds the seats: until when, and what then confirms the booking. */
    holdsNext: template("percent"),
    /**
     * Under a deposit that confirms a booking, on a package with dearer options (price › tiers): the
     * deposit is the share of the "from" price, so a dearer option's share is more, and the rest of it
     * is asked for before the booking is confirmed.
     */
    optionsNext: template("percent", "basis"),
    /** Under the button: what is refunded on cancelling, the schedule's first step ({days}, {charge}) and {refundDays}. */
    refund: template("days", "charge", "refundDays"),
    /** The link from that line to the cancellation table. */
    refundLink: text,
    /** Over the deposits of the dearer options and other prices: "Deposit for other options ({percent}%)". */
    others: template("percent"),
    terms: paragraphs,
  }),
  /**
   * The answers every category page gives about prices, payment and cancellation, written here once
   * and filled from these terms and the category's packages (src/utils/category-terms.ts): where the
   * packages' own terms differ, the `…Differs` sentence and a link to each package's terms instead.
   */
  categoryTerms: z.strictObject({
    priceQuestion: text,
    price: template("gst"),
    priceAbroad: template("tcs"),
    priceCharges: longText,
    paymentQuestion: text,
    payment: template("percent", "days"),
    paymentDiffers: longText,
    cancellationQuestion: text,
    cancellation: template("schedule", "refundDays"),
    cancellationDiffers: longText,
    /** The link to a package's own terms: "{title}: its payment and cancellation terms". */
    termsOf: template("title"),
  }),
  /** A "few seats" count is shown for this many days after it was counted, then no longer claimed until an editor counts again. */
  seatCountFreshDays: z.number().int().min(1).max(30).describe('Days a "few seats" count stays on the page after its countedOn day, e.g. 7.'),
  /** The date these terms took effect, as written for readers ("24 November 2026"). */
  updated: text,
  /** true while the terms are the sample site's: `npm run check:content -- --launch` reports it. */
  demo: z.boolean().optional(),
});

/** The name of a field the enquiry form sends, as src/utils/enquiry-fields.ts writes it: "name", "rendered-at", "choice-label". */
const formFieldName = z
  .string()
  .check(matches(/^[a-z][a-zA-Z0-9]*(-[a-z]+)*$/, 'must be the name of a field the enquiry form sends, like "name" or "rendered-at"'))
  .describe("The name of a field the enquiry form sends (src/utils/enquiry-fields.ts), e.g. name or rendered-at.");

/** A key the site keeps in a visitor's browser storage, as the code names it: "enquiryDraft", "@@scroll|". */
const storageKey = z
  .string()
  .check(matches(/^[@A-Za-z][\w@|-]*$/, 'must be a key the site keeps in the browser\'s storage, like "visitorCount"'))
  .describe("A key the site keeps in the browser's storage, as the code names it, e.g. visitorCount.");

/**
 * The privacy notice (/privacy). Each part answers one question a visitor is owed an answer to
 * (India's DPDP Act 2023, section 5): who holds the data, what, why, how long, who else handles it,
 * what the Translate button sends to Google, the visitor's rights, and where to complain. The
 * company's name, address and grievance officer come from settings.json.
 */
export const privacySchema = z.strictObject({
  /** Changes whenever the notice's meaning changes; it travels with every enquiry sent. */
  version: z
    .string()
    .check(matches(/^\d{4}-\d{2}-\d{2}$/, 'must be the date of this version, written like "2026-11-24"'))
    .describe("The date of this version of the notice, e.g. 2026-11-24: change it whenever the notice changes."),
  versionLabel: template("version"),
  intro: paragraphs,
  company: legalSection,
  /**
   * What an enquiry carries, item by item. Each item names in `fields` the form's fields it tells of
   * (the same in every language); a unit test fails if a field the form sends is in no item.
   */
  collected: z.strictObject({
    title: text,
    paragraphs,
    items: z.array(z.strictObject({ text, fields: z.array(formFieldName).min(1) })).min(1),
  }),
  purpose: legalSection,
  retention: legalSection,
  processors: legalSection,
  /**
   * What the site keeps in the visitor's browser, item by item, and for how long: in the tab's
   * session storage, in local storage, or in the browser's cache. Each storage item names in `keys`
   * the storage keys it tells of (the same in every language; the cache has none); a unit test
   * fails if the code keeps a key no item names.
   */
  stored: z.strictObject({
    title: text,
    paragraphs,
    items: z
      .array(
        z.strictObject({
          text,
          storage: z
            .enum(["sessionStorage", "localStorage", "cache"])
            .register(graphqlNames, { name: "BrowserStorage" })
            .describe("Where the browser keeps it: sessionStorage, localStorage or cache."),
          keys: z.array(storageKey).min(1).optional(),
        }),
      )
      .min(1),
  }),
  /** The Translate button (Google Translate): what reaches Google, and only when pressed; `policy` links Google's own notice. */
  translation: z.strictObject({ title: text, paragraphs, policy: z.strictObject({ label: text, url: httpsUrl }) }),
  rights: legalSection,
  grievance: legalSection,
  /** true while the notice is the sample site's: `npm run check:content -- --launch` reports it. */
  demo: z.boolean().optional(),
});
