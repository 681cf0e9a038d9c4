import { fill } from "./fill";
import { monthKeys, seasonValues, type MonthKey, type SeasonValue } from "../../model/seasons";

// A trip's season (content/packages/*.json › season): for each month, best, good, possible or
// closed. The build words it (scripts/lib/season-fields.ts): the cards' "Best June to September",
// the package page's strip and its list; the /packages month filter asks whether a month is open.

interface SeasonMonth {
  is: SeasonValue;
  /** Why a possible (or closed) month is so, in the page's language. */
  reason?: string | null;
}
export type Season = Readonly<Record<MonthKey, SeasonMonth>>;

/** Is the trip on in this month (best, good or possible)? Only a closed month is not. */
export function seasonOpenIn(season: Season, month: MonthKey): boolean {
  return season[month].is !== "closed";
}

/** The month of a day or a month written "2027-06-05" or "2027-06": "jun". */
export function monthKeyOf(date: string): MonthKey {
  const month = Number(date.slice(5, 7));
  if (!(month >= 1 && month <= 12)) throw new Error(`"${date}" names no month: write it like 2027-06-05`);
  return monthKeys[month - 1];
}

/** Consecutive months by their place in the year (0 = January); `to` before `from` runs on past December. */
export interface MonthRun<T> {
  from: number;
  to: number;
  /** What the run's months share. */
  value: T;
}

/**
 * The months grouped into runs of the same value, around the year: a run may pass from December
 * into January ("November to February" is one run, not two). Months whose value is undefined belong
 * to no run. Runs come in calendar order of their first month.
 */
export function monthRuns<T>(values: readonly (T | undefined)[], same: (a: T, b: T) => boolean = Object.is): MonthRun<T>[] {
  const alike = (a: number, b: number) => {
    const [x, y] = [values[a % 12], values[b % 12]];
    return x !== undefined && y !== undefined && same(x, y);
  };
  if (values.every((_, i) => alike(0, i))) return values[0] === undefined ? [] : [{ from: 0, to: 11, value: values[0] }];
  const runs: MonthRun<T>[] = [];
  for (let i = 0; i < 12; i++) {
    const value = values[i];
    // A run starts where the month before differs (December is the month before January).
    if (value === undefined || alike(i + 11, i)) continue;
    let to = i;
    while (alike(to, to + 1)) to++;
    runs.push({ from: i, to: to % 12, value });
  }
  return runs;
}

/** The words that say a run of months ("June to September"), in the page's language (content/ui.json › season). */
export interface MonthRunWords {
  /** "{from} to {to}" */
  range: string;
  /** The whole year, as the list says it: "All year round". */
  allYear: string;
}

/** A run in words: one month's name, "{from} to {to}", or the whole year. `names` are the language's twelve. */
function monthRunText(run: { from: number; to: number }, names: readonly string[], words: MonthRunWords): string {
  if (run.from === run.to) return names[run.from];
  if ((run.to + 1) % 12 === run.from) return words.allYear;
  return fill(words.range, { from: names[run.from], to: names[run.to] });
}

/**
 * A card's line on the best months: "Best June to September", "Best June and September", "Best
 * November to February"; null without a best month. `join` lists several runs in the language's
 * way ("A and B"; the build uses Intl.ListFormat).
 */
export function bestMonthsText(
  season: Season,
  names: readonly string[],
  words: MonthRunWords & { best: string; bestAllYear: string },
  join: (items: string[]) => string,
): string | null {
  const runs = monthRuns(monthKeys.map((m) => (season[m].is === "best" ? true : undefined)));
  if (!runs.length) return null;
  if (runs[0].from === 0 && runs[0].to === 11) return words.bestAllYear;
  return fill(words.best, { months: join(runs.map((r) => monthRunText(r, names, words))) });
}

/** The words of the season's list: each value as said of months, and the sentence with and without a reason. */
export interface SeasonListWords extends MonthRunWords {
  /** "the best time", "a good time", "possible", "closed" */
  values: Readonly<Record<SeasonValue, string>>;
  /** "{months}: {season}." */
  run: string;
  /** "{months}: {season}. {reason}." */
  runWithReason: string;
}

export interface SeasonLine {
  is: SeasonValue;
  text: string;
}

/**
 * The year in sentences, the text of the page's strip: one line per run of months with the same
 * value and reason ("June to September: possible. Monsoon: heavy rain on the hill roads."), the best
 * first, then good, possible and closed, each in calendar order.
 */
export function seasonLines(season: Season, names: readonly string[], words: SeasonListWords): SeasonLine[] {
  const runs = monthRuns(
    monthKeys.map((m) => season[m]),
    (a, b) => a.is === b.is && (a.reason ?? "") === (b.reason ?? ""),
  );
  const rank = (is: SeasonValue) => seasonValues.indexOf(is);
  return runs
    .sort((a, b) => rank(a.value.is) - rank(b.value.is) || a.from - b.from)
    .map(({ value, ...run }) => {
      const said = { months: monthRunText(run, names, words), season: words.values[value.is] };
      return { is: value.is, text: value.reason ? fill(words.runWithReason, { ...said, reason: value.reason }) : fill(words.run, said) };
    });
}
