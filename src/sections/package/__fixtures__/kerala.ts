// The package page's data as its query returns it, built from the real content file (English and
// Hindi), without photos: unit tests see the words and numbers visitors see.
import en from "../../../../content/packages/kerala-backwaters.json";
import hi from "../../../../content/hi/packages/kerala-backwaters.json";
import terms from "../../../../content/booking-terms.json";
import uiEn from "../../../../content/ui.json";
import uiHi from "../../../../content/hi/ui.json";
import glanceEn from "../../../../content/trip-glance.json";
import glanceHi from "../../../../content/hi/trip-glance.json";
import { formatDayMonth, formatDepartureDate } from "../../../utils/departures";
import { formatMeals } from "../../../utils/meals";
import { resolvedPrice } from "../../packages/__fixtures__/price";
import { amountPaidToUs, depositsFor, tcsOn } from "../../../utils/trip-price";
import { formatRupees } from "../../../utils/format-price";
import termsHi from "../../../../content/hi/booking-terms.json";
import { depositNext, depositRefund } from "../../../utils/deposit-words";
import { taxLines } from "../../../utils/price-taxes";
import { fill } from "../../../utils/fill";

/**
 * The price box's tax lines and the deposit's lines as the build writes them (scripts/lib/booking-words.ts),
 * with the terms of the page's language: GST 5% and, abroad, TCS 2%, on the tests' day.
 */
export const bookingWordsOf = (p: Entry, overseas = false, holdPercent: number | null = null, language: "en" | "hi" = p === en ? "en" : "hi") => {
  const t = language === "en" ? terms : termsHi;
  const from = p.price.from;
  return {
    taxLines: taxLines(t.taxes, { gst: 5, tcs: 2 }, overseas ? formatRupees(tcsOn(amountPaidToUs(from, 5), 2)) : null),
    deposit: {
      next: depositNext(t.deposit, { holdsSeats: holdPercent !== null, percent: 25, basis: p.price.basis, dearerOptions: p.price.tiers.length > 0 }),
      ...depositRefund(t.deposit, t.cancellation, t.refundDays),
      refundLink: t.deposit.refundLink,
      others: fill(t.deposit.others, { percent: holdPercent ?? 25 }),
    },
  };
};
import { glanceFields } from "../../../../scripts/lib/glance-fields";
import { seasonFields, seasonInWords } from "../../../../scripts/lib/season-fields";

type Entry = typeof en;

const noPhoto = { childImageSharp: null };

const uiOf = (p: Entry) => (p === en ? uiEn : uiHi);

// The text fields the build writes (scripts/lib/intl-fields.ts), written here the same way.
const asQueried = (p: Entry) =>
  ({
    ...p,
    path: `/packages/${p.category}/${p.slug}`,
    price: resolvedPrice(p.price),
    image: noPhoto,
    photos: p.photos.map((photo) => ({ imageAlt: photo.imageAlt, thumb: noPhoto, large: noPhoto })),
    itinerary: p.itinerary.map((day) => ({
      ...day,
      meals: "meals" in day ? day.meals : null,
      mealsText: formatMeals("meals" in day ? day.meals : null, uiOf(p).trip.mealNames, uiOf(p).locale),
      overnight: "overnight" in day ? day.overnight : null,
      stay: "stay" in day ? { altitude: null, latitude: null, longitude: null, onboard: null, ...day.stay } : null,
      restDay: "restDay" in day ? Boolean(day.restDay) : null,
    })),
    // The fields the build works out from the itinerary (scripts/lib/glance-fields.ts).
    highestNight: glanceFields.PackagesJson.highestNight.resolve(p as never),
    drawings: { ...glanceFields.PackagesJson.drawings.resolve(p as never) },
    // The season in the page's words (scripts/lib/season-fields.ts).
    ...seasonInWords(p.season as never, uiOf(p)),
    openMonths: seasonFields.PackagesJson.openMonths.resolve(p as never),
    departures: { ...p.departures, dates: (p.departures as Partial<Queries.PackageDetailFragment["departures"]>).dates ?? null },
    policies: null,
    // As the query gives it: a field the file leaves out is null.
    deposit: p.deposit && { payUrl: p.deposit.payUrl, holdPercent: null },
    // As the build computes them (scripts/lib/price-fields.ts): the terms' 25% of each price.
    deposits: p.deposit && { percent: 25, ...depositsFor(p.price, 5, 25) },
    bookingWords: bookingWordsOf(p),
    // Kerala's file has no offers today; its query gives null for a field the file leaves out.
    offers: null,
    // Kerala is a tour in India; its file's deposit is the sample payment page.
    overseas: null,
  }) as Queries.PackageDetailFragment & { price: { from: number; allIn: number; gst: number; tiers: Amount[]; extras: Amount[] } };

interface Amount {
  label: string;
  amount: number;
}

export const kerala = asQueried(en);
export const keralaHindi = asQueried(hi as Entry);
export const bookingTerms = terms;

/** The same trip on fixed dates: one already past on `today`, three to come; dates written in `language`. */
export const today = "2026-11-24";
export const fixedDates = (language: "en" | "hi" = "en"): Queries.PackageDetailFragment["departures"] => ({
  anyDate: false,
  dates: (
    [
      { date: "2027-02-12", status: "fewSeats", seatsLeft: 4, countedOn: "2026-11-22" },
      { date: "2026-11-20", status: "available" },
      { date: "2027-01-15", status: "available" },
      { date: "2027-03-05", status: "soldOut" },
    ] as const
  ).map((d) => {
    const locale = (language === "en" ? uiEn : uiHi).locale;
    const count =
      "seatsLeft" in d
        ? { seatsLeft: d.seatsLeft, countedOn: d.countedOn, countedText: formatDayMonth(d.countedOn, locale) }
        : { seatsLeft: null, countedOn: null, countedText: null };
    return { ...d, ...count, dateText: formatDepartureDate(d.date, locale), dayMonthText: formatDayMonth(d.date, locale) };
  }),
});

/** The page's words (ui.json › trip), as its page query gives them. */
export const tripWords = { en: uiEn.trip, hi: uiHi.trip };

/** The season section's heading (ui.json › season › title), as the page query gives it. */
export const seasonTitles = { en: uiEn.season.title, hi: uiHi.season.title };

/** The offers' words (ui.json › offers), as the page query gives them. */
export const offerWords = { en: uiEn.offers, hi: uiHi.offers };
/** content/trip-glance.json as the TripGlanceWords fragment gives it. */
export const glanceWords: Record<"en" | "hi", Queries.TripGlanceWordsFragment> = { en: glanceEn, hi: glanceHi };

/** Two offers on the trip: an early-bird one ending 31 January 2027, and a group one from 1 February (not yet current on `today`). */
export const keralaOffers = (language: "en" | "hi" = "en") =>
  [
    { kind: "earlyBird", saving: 2000, minTravellers: null, validFrom: "2026-11-01", validThrough: "2027-01-31" },
    { kind: "group", saving: 1500, minTravellers: 6, validFrom: "2027-02-01", validThrough: "2027-03-31" },
  ].map((o) => ({
    ...o,
    validThroughText: new Intl.DateTimeFormat((language === "en" ? uiEn : uiHi).locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${o.validThrough}T00:00:00Z`)),
  })) as Queries.PackageDetailFragment["offers"];
