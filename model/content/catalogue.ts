import { z } from "zod";
import { graphqlNames, heroPictured, httpsUrl, icon, inEveryLanguage, longText, order, paragraphs, pictured, qa, slug, template, text } from "../primitives";
import { matches } from "../patterns";
import { slugOf } from "../references";
import { fieldKinds } from "../kinds";

// What the company sells: services, packages, their categories, themes and filters, and the booking policies a package follows.

/** The themes packages and services name (content/themes.json): family, honeymoon, pilgrimage... */
const themeSlugs = z
  .array(slugOf("themes.json", "theme"))
  .min(1)
  .describe('The themes this trip suits, from content/themes.json, named by their slugs ("family", "beach").');

export const serviceSchema = z.strictObject({
  slug,
  order,
  name: text,
  themes: themeSlugs,
  /** The packages the service's page lists as cards; its "from" price (home tiles) is the cheapest of them. */
  packages: z
    .array(slugOf("packages", "package"))
    .optional()
    .describe("The packages this service's page lists, named by their slugs; leave out for none (a link to the page then shows no price)."),
  /** Words matched against mistyped web addresses (Service Not Found), so the same in every language. */
  keywords: z.array(text).min(1).register(inEveryLanguage, { as: "same" }),
  icon,
  ...heroPictured,
  shortDescription: longText,
  details: paragraphs,
  highlights: z.array(text).length(5),
  itinerary: z.array(z.strictObject({ title: text, description: longText })).length(5),
  inclusions: z.array(text).min(1),
  exclusions: z.array(text).min(1),
  faqs: z.array(qa).length(2),
});

export const packageCategoriesSchema = z
  .array(
    z.strictObject({
      slug,
      order,
      name: text,
      title: text.max(60),
      description: longText.min(50).max(160),
      heroText: longText,
      ...heroPictured,
      terms: z.array(qa).min(1),
    }),
  )
  .min(1);

/** A kind of holiday with its own page (/packages/themes/SLUG) listing the packages that name it. */
export const themesSchema = z
  .array(
    z.strictObject({
      slug,
      order,
      name: text,
      title: text.max(60),
      description: longText.min(50).max(160),
      /** A short paragraph under the page's title: who the theme's trips are for. */
      intro: longText,
      ...heroPictured,
    }),
  )
  .min(1);

/** A range the /packages filters offer: days for durations, rupees for budgets; at least one bound. */
const band = (unit: string) =>
  z.strictObject({
    slug,
    label: text,
    min: z.number().int().nonnegative().optional().describe(`At least this many ${unit} (leave out for no lower bound).`),
    max: z.number().int().positive().optional().describe(`At most this many ${unit} (leave out for no upper bound).`),
  });

/** The filters of /packages: duration and budget bands, and the words of the filter controls. */
export const packageFiltersSchema = z.strictObject({
  durations: z.array(band("days")).min(2),
  budgets: z.array(band('rupees of the "from" price')).min(2),
  /** The filter form's name for screen readers, and each control's label. */
  title: text,
  category: text,
  theme: text,
  duration: text,
  budget: text,
  any: text,
  sort: text,
  sortBy: z.strictObject({ editors: text, price: text, duration: text }),
  /** Read out and shown after each change: "1 package", "{count} packages". */
  countOne: text,
  countMany: template("count"),
  empty: longText,
  clear: text,
  enquire: text,
  /** While the finder fetches the packages' cards (its first use), and if that fails, with a retry. */
  loading: text,
  loadFailed: text,
  retry: text,
  /** The enquiry message an empty result carries to the contact form: "... {filters}". */
  enquiryMessage: template("filters"),
  /** Without filters, each category shows this many packages as cards and lists the rest as lines. */
  cardsPerCategory: z.number().int().min(1).max(24).describe("Packages shown as cards in each category on /packages; the rest are listed as lines under them."),
  /** The heading of those lines: "More {name} packages". */
  moreInCategory: template("name"),
  /** The theme links on /packages and the theme pages; a theme page's list is headed by its count. */
  themesTitle: text,
  themesText: longText,
  allPackages: text,
});

/** A date in the calendar, as "2027-03-14" (the check also makes sure the day exists). */
const calendarDate = z
  .string()
  .check(matches(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written like "2027-03-14"'))
  .describe("Year-month-day, e.g. 2027-03-14.")
  .register(fieldKinds, { kind: "date" });
const amount = z.number().int().positive().describe("Rupees, a whole number without commas, e.g. 24999.");
/** "From ₹X": 0 would read as free or, on the page, as "on request"; leaving the field out says that. */
const priceFrom = z
  .number()
  .int()
  .positive({ error: 'for "price on request", leave "from" out' })
  .describe("Rupees, a whole number without commas, e.g. 24999.");

/** Days before departure -> the share of the price kept; each step applies from its day until the next. */
const cancellationSchedule = z
  .array(
    z
      .strictObject({
        daysBefore: z.number().int().nonnegative().describe("From this many days before departure..."),
        charge: z.number().int().min(0).max(100).describe("...this percentage of the price is charged."),
      })
      .register(graphqlNames, { name: "CancellationStep" }),
  )
  .min(1)
  .describe("From the most days before departure to the fewest, the charge rising (never falling) at each step.");

/** Who a deposit is for: each traveller, or the whole booking. */
const depositPer = z.enum(["person", "booking"]).register(graphqlNames, { name: "DepositPer" });

/**
 * What confirms a booking, as the payment paragraph says it ("A 25% deposit confirms your booking"):
 * the check holds a package's online deposit to it (scripts/content/rules/deposits.ts).
 */
const bookingConfirmation = z
  .strictObject({
    depositPercent: z
      .number()
      .int()
      .min(1)
      .max(100)
      .describe('The share of the price, GST included, that confirms a booking, in percent: the 25 of "A 25% deposit confirms your booking".'),
    per: depositPer.describe("Whether that share is of each traveller's price (person) or of the whole booking's (booking)."),
  })
  .register(graphqlNames, { name: "BookingConfirmation" });

/** How a booking is paid and what cancelling costs. */
export const bookingPolicies = z
  .strictObject({ payment: paragraphs, confirmation: bookingConfirmation, cancellation: cancellationSchedule })
  .register(graphqlNames, { name: "BookingPolicies" });

/**
 * A saving on the "from" price, for a while (in India time: from 00:00 of validFrom to 23:59:59 of
 * validThrough): an early-bird price for bookings made by validThrough, or a group price for a
 * party of at least minTravellers. The banner's "save up to N%" is computed from these alone.
 */
const offer = z
  .strictObject({
    kind: z
      .enum(["earlyBird", "group"])
      .register(graphqlNames, { name: "OfferKind" })
      .describe("earlyBird: for bookings made by the end date; group: for a party of at least minTravellers."),
    saving: amount.describe('Rupees off the "from" price per person, before GST as the price is, e.g. 3000.'),
    minTravellers: z
      .number()
      .int()
      .optional()
      .describe("A group offer: the fewest travellers booking together (2 or more). Leave out for an early-bird offer."),
    validFrom: calendarDate.describe("The first day of the offer (from 00:00 in India)."),
    validThrough: calendarDate.describe("The last day of the offer (until 23:59 in India); the page shows it and drops the offer the day after."),
  })
  .register(graphqlNames, { name: "PackageOffer" });

const mealNames = ["breakfast", "lunch", "dinner"] as const;
const departureStatuses = ["available", "fewSeats", "soldOut"] as const;

export const packageSchema = z.strictObject({
  slug,
  category: slugOf("package-categories.json", "package category"),
  themes: themeSlugs,
  order,
  title: text,
  destination: text,
  /** A paragraph or two at the top of the package's page. */
  summary: paragraphs,
  days: z.number().int().min(1).max(30).describe("Days of the trip, counting the first and the last."),
  nights: z.number().int().min(0).max(30).describe("Nights of the trip: usually one less than the days."),
  price: z.strictObject({
    /** No amount: "price on request". */
    from: priceFrom.optional(),
    /** What "from" is for: "per person, twin sharing". */
    basis: text,
    /** Dearer options of the same trip (hotel class): each at least the "from" amount. */
    tiers: z
      .array(z.strictObject({ label: text, amount }))
      .optional()
      .describe('Dearer versions of the same trip; each amount at least "from" (the check refuses a lower one).'),
    /** Other prices that apply to some travellers (a child's price, a single supplement). */
    extras: z.array(z.strictObject({ label: text, amount })).optional(),
    /** Taxes and what is not in the price: "GST 5% extra". */
    note: text,
  }),
  ...heroPictured,
  /** More photos of the trip, opened in the photo viewer. */
  photos: z.array(z.strictObject(pictured)).min(3).max(6),
  highlights: z.array(text).min(3).max(6),
  itinerary: z
    .array(
      z.strictObject({
        title: text,
        description: longText,
        /** Left out on a day without meals (the editor saves an empty choice so). */
        meals: z
          .array(z.enum(mealNames).register(graphqlNames, { name: "Meal" }))
          .max(3)
          .optional(),
        /** Where the night is spent; none on the last day. */
        overnight: text.optional(),
      }),
    )
    .min(1)
    .describe('One entry per day, in order: as many entries as "days" (the check counts them).'),
  inclusions: z.array(text).min(1),
  exclusions: z.array(text).min(1),
  departures: z.strictObject({
    /** true: a private trip that leaves on any date the traveller picks. */
    anyDate: z.boolean(),
    /**
     * Fixed departures; dates already past in India time are left out of the page, at build and in
     * the visitor's browser. Left out when there are none (the editor saves an empty list so).
     */
    dates: z
      .array(
        z.strictObject({
          date: calendarDate,
          status: z.enum(departureStatuses).register(graphqlNames, { name: "DepartureStatus" }),
          /** "Few seats" is a claim of scarcity: it needs a count and the day it was counted (CCPA 2023, false urgency). */
          seatsLeft: z.number().int().min(1).optional().describe('For "few seats": how many seats were left when counted.'),
          countedOn: calendarDate
            .optional()
            .describe(
              'For "few seats": the day the seats were counted; the count stops showing some days later (content/booking-terms.json › seatCountFreshDays).',
            ),
        }),
      )
      .optional(),
  }),
  /** A tour outside India: the price box adds TCS to GST (content/booking-terms.json › taxes). */
  overseas: z.boolean().optional().describe("true for a tour outside India: the price box then says TCS is added (content/booking-terms.json › taxes)."),
  /** A deposit paid on the payment provider's hosted page (no server of ours): "Pay the deposit" with its amount. */
  deposit: z
    .strictObject({
      amount,
      per: depositPer.describe("Whether the amount is paid for each traveller (person) or once for the whole booking (booking); the button says which."),
      /** true: the deposit only holds the seats; the booking is confirmed when the share the terms name is paid. */
      holdsSeats: z
        .boolean()
        .optional()
        .describe(
          "true when the amount is less than what confirms a booking (the terms' confirmation): the button then says it holds the seats until that share is paid.",
        ),
      payUrl: httpsUrl.describe(
        "The company's payment page on the provider's site (a Razorpay Payment Page or Payment Link), e.g. https://rzp.io/rzp/summit-sea-…: the build allows the company's own pages only.",
      ),
      /** true while the payment page is the sample site's: the launch check lists it. */
      demo: z.boolean().optional(),
    })
    .optional(),
  /** This package's own terms, where they differ from content/booking-terms.json. */
  policies: bookingPolicies.optional(),
  /** Savings on the "from" price for a while; past ones are left out of the page, at build and in the browser. */
  offers: z.array(offer).optional().describe('Early-bird and group savings on the "from" price, each with its first and last day.'),
});
