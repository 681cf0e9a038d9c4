// Text that needs a language's formatting rules (month and weekday names, lists, the decimal
// mark), written by the build as GraphQL fields, so that no page builds an Intl formatter in the
// visitor's browser: the first one a page builds loads the locale's data in one long task, for a
// few words the build knows (the figures: docs/decisions/0054-figures-in-the-records.md).
import { monthNamesIn } from "../../src/utils/month-names";
import { formatDayMonth, formatDepartureDate } from "../../src/utils/departures";
import { formatTravelMonth } from "../../src/utils/reviews";
import { formatMeals } from "../../src/utils/meals";
import { formatLongDate } from "../../src/utils/date-format";

interface UiNode {
  locale: string;
  trip: { mealNames: Record<string, string> };
}
interface Context {
  nodeModel: { findOne: (args: object) => Promise<unknown> };
}

/**
 * content/ui.json (or content/<language>/ui.json): its `locale` is the language's BCP 47 tag. Looked
 * up once per language in each query (Gatsby gives all of one query's resolvers the same context):
 * a package page asks for it once per departure and per day.
 */
const uiByQuery = new WeakMap<Context, Map<string, Promise<UiNode>>>();
function uiIn(language: string, context: Context): Promise<UiNode> {
  const found = uiByQuery.get(context) ?? new Map<string, Promise<UiNode>>();
  uiByQuery.set(context, found);
  let ui = found.get(language);
  if (!ui) {
    ui = context.nodeModel.findOne({ type: "UiJson", query: { filter: { language: { eq: language } } } }).then((node) => {
      if (!node) throw new Error(`ui.json: no interface text for the language "${language}"`);
      return node as UiNode;
    });
    found.set(language, ui);
  }
  return ui;
}

const inLanguage = { language: "Locale!" };

export const intlFields = {
  UiJson: {
    /** The twelve months' names, in calendar order. */
    monthNames: { type: "[String!]!", resolve: (ui: UiNode) => monthNamesIn(ui.locale) },
    /** The mark between whole and decimal digits ("." in en-GB and hi-IN). */
    decimalMark: {
      type: "String!",
      resolve: (ui: UiNode) => new Intl.NumberFormat(ui.locale).formatToParts(1.5).find((p) => p.type === "decimal")?.value ?? ".",
    },
  },
  TestimonialsJson: {
    /** "June 2024": the month of travel, in the review's language. */
    monthText: {
      type: "String!",
      // The node as stored: its language is `fields.locale` (the content-pages plugin), which `language` proxies.
      resolve: async (review: { month: string; fields: { locale: string } }, _args: unknown, context: Context) =>
        formatTravelMonth(review.month, (await uiIn(review.fields.locale, context)).locale),
    },
  },
  PackagesJsonDeparturesDates: {
    /** "Sunday, 14 March 2027" in the language asked for (the page's). */
    dateText: {
      type: "String!",
      args: inLanguage,
      resolve: async (departure: { date: string }, { language }: { language: string }, context: Context) =>
        formatDepartureDate(departure.date, (await uiIn(language, context)).locale),
    },
    /** A seat count's words: the departure as "5 June", and the day it was counted ("28 November"), or null without a count. */
    dayMonthText: {
      type: "String!",
      args: inLanguage,
      resolve: async (departure: { date: string }, { language }: { language: string }, context: Context) =>
        formatDayMonth(departure.date, (await uiIn(language, context)).locale),
    },
    countedText: {
      type: "String",
      args: inLanguage,
      resolve: async (departure: { countedOn?: string | null }, { language }: { language: string }, context: Context) =>
        departure.countedOn ? formatDayMonth(departure.countedOn, (await uiIn(language, context)).locale) : null,
    },
  },
  PackageOffer: {
    /** "31 January 2027": an offer's last day, in the language asked for (the page's). */
    validThroughText: {
      type: "String!",
      args: inLanguage,
      resolve: async (offer: { validThrough: string }, { language }: { language: string }, context: Context) =>
        formatLongDate(offer.validThrough, (await uiIn(language, context)).locale),
    },
  },
  StatsJson: {
    /** "1 November 2026": the day a count was made, in the counter's language; null for the years in business. */
    asOfText: {
      type: "String",
      resolve: async (stat: { asOf?: string; fields: { locale: string } }, _args: unknown, context: Context) =>
        stat.asOf ? formatLongDate(stat.asOf, (await uiIn(stat.fields.locale, context)).locale) : null,
    },
    /** "20K+" ("20 हज़ार+"): a count in short, for the home page's about block; null for the years in business. */
    shortText: {
      type: "String",
      resolve: async (stat: { value?: number | null; suffix: string; fields: { locale: string } }, _args: unknown, context: Context) =>
        stat.value == null
          ? null
          : `${new Intl.NumberFormat((await uiIn(stat.fields.locale, context)).locale, { notation: "compact" }).format(stat.value)}${stat.suffix}`,
    },
  },
  PricePeriod: {
    /** A season's first and last departure days, "20 December 2026" and "2 January 2027", in the language asked for. */
    startsOnText: {
      type: "String!",
      args: inLanguage,
      resolve: async (period: { startsOn: string }, { language }: { language: string }, context: Context) =>
        formatLongDate(period.startsOn, (await uiIn(language, context)).locale),
    },
    endsOnText: {
      type: "String!",
      args: inLanguage,
      resolve: async (period: { endsOn: string }, { language }: { language: string }, context: Context) =>
        formatLongDate(period.endsOn, (await uiIn(language, context)).locale),
    },
  },
  PackagesJsonItinerary: {
    /** The day's meals as a list in the language asked for ("Breakfast and dinner"), or null with none. */
    mealsText: {
      type: "String",
      args: inLanguage,
      resolve: async (day: { meals?: string[] | null }, { language }: { language: string }, context: Context) => {
        const ui = await uiIn(language, context);
        return formatMeals(day.meals, ui.trip.mealNames, ui.locale);
      },
    },
  },
};
