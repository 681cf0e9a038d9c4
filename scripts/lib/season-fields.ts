// A trip's season in words, worked out once at build from its `season` and the page's language:
// the cards' best months ("Best June to September"), the package page's strip of the year and the
// list that says it, and the months the trip is open (for the /packages month filter). No page's
// script carries the months' names, the runs or the wording (src/utils/seasons.ts).
import type { FileContent } from "../../model";
import { monthKeys, type MonthKey } from "../../model/seasons";
import { monthNamesIn } from "../../src/utils/month-names";
import { bestMonthsText, seasonLines, seasonOpenIn, type Season } from "../../src/utils/seasons";
import { upcomingDepartures, type Departure } from "../../src/utils/departures";
import { buildDayOf } from "./build-day";
import { type Context, uiIn } from "./intl-fields";

/** A package node as stored: its season, its departures, and its language from the content-pages plugin. */
type Source = { season: Season; departures?: { dates?: readonly Departure[] | null } | null; fields: { locale: string } };

/** The types of the fields below (createSchemaCustomization). */
export const seasonTypes = `
  "One month of a package's strip of the year: its short name in the page's language and how the trip rates it."
  type SeasonStripMonth {
    month: Month!
    short: String!
    is: SeasonValue!
  }
  "A line of the list that says the strip: months with the same value (and reason), in words."
  type SeasonLine {
    is: SeasonValue!
    text: String!
  }
`;

/** A season in the words of a language (content/ui.json: its locale and its season words), as the fields give it. */
export function seasonInWords(season: Season, ui: Pick<FileContent<"ui.json">, "locale" | "season">) {
  const names = monthNamesIn(ui.locale);
  const short = monthNamesIn(ui.locale, "short");
  const list = new Intl.ListFormat(ui.locale, { type: "conjunction" });
  return {
    bestMonthsText: bestMonthsText(season, names, ui.season, (items) => list.format(items)),
    seasonStrip: monthKeys.map((month, i) => ({ month, short: short[i], is: season[month].is })),
    seasonLines: seasonLines(season, names, ui.season),
  };
}

type Worded = ReturnType<typeof seasonInWords>;
const worded =
  <F extends keyof Worded>(field: F) =>
  async (pkg: Source, _args: unknown, context: Context): Promise<Worded[F]> =>
    seasonInWords(pkg.season, await uiIn(pkg.fields.locale, context))[field];

export const seasonFields = {
  PackagesJson: {
    /** The cards' line: "Best June to September"; null for a trip with no best month. */
    bestMonthsText: { type: "String", resolve: worded("bestMonthsText") },
    /** The twelve months, January first, as the strip draws them. */
    seasonStrip: { type: "[SeasonStripMonth!]!", resolve: worded("seasonStrip") },
    /** The strip in sentences: the best months first, each run with its reason. */
    seasonLines: { type: "[SeasonLine!]!", resolve: worded("seasonLines") },
    /** The months the trip runs (best, good or possible): what the /packages month filter reads of an any-date trip. */
    openMonths: {
      type: "[Month!]!",
      resolve: (pkg: Source): MonthKey[] => monthKeys.filter((m) => seasonOpenIn(pkg.season, m)),
    },
    /** The fixed departures still open on the build's day (none sold out), earliest first: the month filter's dates. */
    bookableDates: {
      type: "[String!]!",
      resolve: async (pkg: Source, _args: unknown, context: Context): Promise<string[]> =>
        upcomingDepartures(pkg.departures?.dates, await buildDayOf(context))
          .filter((d) => d.status !== "soldOut")
          .map((d) => d.date),
    },
  },
};
