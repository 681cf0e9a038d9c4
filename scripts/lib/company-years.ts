// The company's years in business, counted from content/settings.json › founded on the build's day
// (the BuildDay node, so a cached rebuild after an anniversary counts again), and written in figures
// and in words in each language: "Thirteen years on the road", "सफ़र के तेरह साल". The home page's
// band, its counter and the story read {years} and {yearsInWords}; nothing types the count
// (scripts/content/rules/company-record.ts). Words by n2words, at build only (no browser code).
import { toCardinal as englishWords } from "n2words/en-GB";
import { toCardinal as hindiWords } from "n2words/hi-IN";
import { fill } from "../../src/utils/fill";
import { buildDayOf } from "./build-day";

/** Whole years from `founded` to `day` ("2013-10-12" to "2026-11-29": 13), both "YYYY-MM-DD". */
export function yearsSince(founded: string, day: string): number {
  const [fy, fm, fd] = founded.split("-").map(Number);
  const [y, m, d] = day.split("-").map(Number);
  return y - fy - (m < fm || (m === fm && d < fd) ? 1 : 0);
}

/** A number in words in a page's locale ("en-GB", "hi-IN"). */
const inWords: Record<string, (n: number) => string> = { en: englishWords, hi: hindiWords };
export const numberInWords = (n: number, locale: string): string => (inWords[locale.slice(0, 2)] ?? String)(n);

/** A template's {years} and {yearsInWords} filled; a sentence that starts with the words gets its capital. */
export function fillYears(template: string, years: number, locale: string): string {
  const filled = fill(template, { years, yearsInWords: numberInWords(years, locale) });
  return template.startsWith("{yearsInWords}") ? filled.charAt(0).toLocaleUpperCase(locale) + filled.slice(1) : filled;
}

interface Context {
  nodeModel: { findOne: (args: object) => Promise<unknown> };
}
interface Localized {
  fields: { locale: string };
}

/** The years on the build's day, and the page's locale tag, for a node of some language. */
async function yearsFor(node: Localized, context: Context): Promise<{ years: number; locale: string }> {
  const inLanguage = (language: string) => ({ filter: { language: { eq: language } } });
  const [settings, ui, day] = await Promise.all([
    context.nodeModel.findOne({ type: "SettingsJson", query: inLanguage(node.fields.locale) }) as Promise<{ founded: string } | null>,
    context.nodeModel.findOne({ type: "UiJson", query: inLanguage(node.fields.locale) }) as Promise<{ locale: string } | null>,
    buildDayOf(context),
  ]);
  if (!settings) throw new Error(`settings.json: no founding day for the language "${node.fields.locale}"`);
  return { years: yearsSince(settings.founded, day), locale: ui?.locale ?? node.fields.locale };
}

/** A text field of a node whose {years} and {yearsInWords} the build fills. */
const filled = <N extends Localized>(pick: (node: N) => string | readonly string[], type: "String!" | "[String!]!") => ({
  type,
  resolve: async (node: N, _args: unknown, context: Context) => {
    const { years, locale } = await yearsFor(node, context);
    const value = pick(node);
    return typeof value === "string" ? fillYears(value, years, locale) : value.map((v) => fillYears(v, years, locale));
  },
});

export const companyFields = {
  HomeJson: {
    /** The stats band's title with the years filled ("Thirteen years on the road"). */
    statsTitle: filled((home: Localized & { stats: { title: string } }) => home.stats.title, "String!"),
  },
  StoryJson: {
    /** The story's paragraphs with the years filled. */
    paragraphsText: filled((story: Localized & { paragraphs: string[] }) => story.paragraphs, "[String!]!"),
  },
  StatsJson: {
    /** The counter's figure: its count, or the years in business on the build's day. */
    figure: {
      type: "Int!",
      resolve: async (stat: Localized & { value?: number; yearsInBusiness?: boolean }, _args: unknown, context: Context) =>
        stat.yearsInBusiness ? (await yearsFor(stat, context)).years : (stat.value ?? 0),
    },
  },
};
