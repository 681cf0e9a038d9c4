import { z } from "zod";
import { graphqlNames, heroPictured, httpsUrl, longText, order, paragraphs, pictured, slug, text } from "../primitives";
import { matches } from "../patterns";
import { slugOf } from "../references";
import { fieldKinds } from "../kinds";
import { themeSlugs } from "./catalogue";
import { tripGrade } from "./trip-glance";

// A package (content/packages/*.json): its days, prices, departures, deposit and offers, and the booking policies it follows.

/** A date in the calendar, as "2027-03-14" (the check also makes sure the day exists). */
export const calendarDate = z
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
    balanceDaysBefore: z
      .number()
      .int()
      .min(0)
      .max(365)
      .describe('The balance is due this many days before departure: the 21 of "the balance is due 21 days before departure".'),
  })
  .register(graphqlNames, { name: "BookingConfirmation" });

/**
 * A charge a traveller cannot avoid, per person, not in the price before GST (src/utils/trip-price.ts):
 * shown beside the price with its amount and added to the all-in figure (CCPA 2023, drip pricing).
 */
const tripCharge = z
  .strictObject({
    label: text.describe('What the charge is, e.g. "Port charges" or "Bali\'s tourist levy (IDR 150,000)".'),
    amount: amount.describe("Rupees per person, as paid (for a charge in another currency, its amount in rupees rounded up), e.g. 2400."),
    payable: z
      .enum(["withBooking", "onTrip"])
      .register(graphqlNames, { name: "ChargePayable" })
      .describe("withBooking: we collect it with the price; onTrip: paid there (to a hotel, a port, the ship)."),
    optional: z.boolean().optional().describe("true for a cost a traveller may choose (a porter): listed beside the price, not added to it."),
  })
  .register(graphqlNames, { name: "TripCharge" });

/** A dated price: departures from startsOn to endsOn (both included) cost `amount` before GST instead of "from". */
const pricePeriod = z
  .strictObject({
    label: text.describe('The season, e.g. "Christmas and New Year".'),
    startsOn: calendarDate.describe("The first departure day at this price."),
    endsOn: calendarDate.describe("The last departure day at this price."),
    amount: amount.describe('Rupees per person before GST, as "from" is, for a departure in these days, e.g. 19999.'),
  })
  .register(graphqlNames, { name: "PricePeriod" });

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

/**
 * Where a day's night is spent, for the route map and the altitude profile: a place (its altitude and
 * position), or a night moving (on board a ship or a train). One object with optional fields, as the
 * GraphQL types and the editor's forms take no union; the check holds it to one or the other (scripts/content/rules/stays.ts).
 */
const stay = z
  .strictObject({
    altitude: z
      .number()
      .int()
      .min(-50)
      .max(6000)
      .optional()
      .describe("Altitude of the night's stop, in metres above sea level, e.g. 3500 for Leh (0 on the sea or a lake's shore)."),
    latitude: z.number().min(-90).max(90).optional().describe("Latitude of the night's stop, in decimal degrees, north positive, e.g. 34.1526 for Leh."),
    longitude: z.number().min(-180).max(180).optional().describe("Longitude of the night's stop, in decimal degrees, east positive, e.g. 77.5771 for Leh."),
    onboard: z
      .enum(["ship", "train"])
      .register(graphqlNames, { name: "OnboardTransport" })
      .optional()
      .describe("For a night moving: ship or train. Then leave altitude, latitude and longitude out."),
  })
  .register(graphqlNames, { name: "OvernightStay" })
  .describe("Where the night is spent: altitude, latitude and longitude of the stop, or onboard for a night moving; with every overnight.");

/**
 * The highest point a day's journey crosses (a pass on the road or the trail): the altitude profile
 * marks it between the night before and the night after, since it is where the trip is highest that day.
 */
const highPoint = z
  .strictObject({
    /** Its name, in the page's language: "Khardung La". */
    name: text,
    altitude: z
      .number()
      .int()
      .min(0)
      .max(9000)
      .describe("Its altitude in metres above sea level, e.g. 5359 for Khardung La; above the nights before and after it (the check holds it there)."),
  })
  .register(graphqlNames, { name: "DayHighPoint" })
  .describe(
    "The highest point the day's journey crosses, such as a pass: its name and altitude. Leave out on a day that crosses nothing higher than where it sleeps.",
  );

const mealNames = ["breakfast", "lunch", "dinner"] as const;
const departureStatuses = ["available", "fewSeats", "soldOut"] as const;

export const packageSchema = z.strictObject({
  slug,
  category: slugOf("package-categories.json", "package category"),
  themes: themeSlugs,
  order,
  title: text,
  destination: text,
  grade: tripGrade,
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
    /** Charges a traveller cannot avoid (port charges, a city tax, gratuities), each with its amount per person. */
    charges: z
      .array(tripCharge)
      .optional()
      .describe("Charges a traveller cannot avoid, not in the price: each is shown with its amount and added to the all-in price."),
    /** Seasons at another price: the page shows each, the structured data offers each with its days. */
    periods: z
      .array(pricePeriod)
      .optional()
      .describe('Seasons at another price, each with its first and last departure day and its price before GST (at least "from").'),
    /** What else the price leaves out (flights to the start): never a tax, never a charge without its amount. */
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
        stay: stay.optional(),
        /** The day's highest point crossed (a pass), for the altitude profile. */
        highPoint: highPoint.optional(),
        /** A day without travelling on, to get used to the altitude: the page says so. */
        restDay: z.boolean().optional().describe("true for a rest day to acclimatise (no travelling on); leave it out on other days."),
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
      /** A deposit that only holds the seats: this share, less than the terms' (the booking is confirmed when theirs is paid). */
      holdPercent: z
        .number()
        .int()
        .min(1)
        .max(99)
        .optional()
        .describe(
          "Leave out for a deposit that confirms the booking (the terms' share of the price). A smaller share, e.g. 10, only holds the seats: the button and the line under it say so.",
        ),
      payUrl: httpsUrl.describe(
        "The company's payment page on the provider's site (a Razorpay Payment Page or Payment Link), e.g. https://rzp.io/rzp/summit-sea-kerala-deposit: the build allows only the pages its setting PAYMENT_PAGES lists, exactly.",
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
