import uiEn from "../../../content/ui.json";
import uiHi from "../../../content/hi/ui.json";
import ladakhEn from "../../../content/packages/ladakh-road-trip.json";
import keralaEn from "../../../content/packages/kerala-backwaters.json";
import keralaHi from "../../../content/hi/packages/kerala-backwaters.json";
import { monthKeys, type MonthKey, type SeasonValue } from "../../../model/seasons";
import { monthNamesIn } from "../month-names";
import { bestMonthsText, monthKeyOf, monthRuns, seasonLines, seasonOpenIn, type Season } from "../seasons";

// The season's words as a visitor reads them, in both languages, with the site's own words
// (content/ui.json › season) and month names; the build writes them so (scripts/lib/season-fields.ts).

const languages = {
  en: { ui: uiEn, names: monthNamesIn(uiEn.locale) },
  hi: { ui: uiHi, names: monthNamesIn(uiHi.locale) },
};
type Language = keyof typeof languages;

/** A season from the months that are best (and, optionally, others'); every other month good. */
const seasonWith = (best: MonthKey[], others: Partial<Record<MonthKey, SeasonValue>> = {}): Season =>
  Object.fromEntries(monthKeys.map((m) => [m, { is: best.includes(m) ? "best" : (others[m] ?? "good") }])) as Season;

const best = (season: Season, language: Language) => {
  const { ui, names } = languages[language];
  const list = new Intl.ListFormat(ui.locale, { type: "conjunction" });
  return bestMonthsText(season, names, ui.season, (items) => list.format(items));
};

describe("the best months on a card", () => {
  it.each([
    ["one run", ["jun", "jul", "aug", "sep"], "Best June to September", "सबसे अच्छा समय: जून से सितंबर"],
    ["a run across the new year", ["nov", "dec", "jan", "feb"], "Best November to February", "सबसे अच्छा समय: नवंबर से फ़रवरी"],
    ["a run from October to March", ["jan", "feb", "mar", "oct", "nov", "dec"], "Best October to March", "सबसे अच्छा समय: अक्टूबर से मार्च"],
    ["one month", ["oct"], "Best October", "सबसे अच्छा समय: अक्टूबर"],
    ["two runs apart", ["jun", "sep"], "Best June and September", "सबसे अच्छा समय: जून और सितंबर"],
    ["a run and a month", ["may", "jun", "sep"], "Best May to June and September", "सबसे अच्छा समय: मई से जून और सितंबर"],
  ] as const)("%s", (_, months, en, hi) => {
    expect(best(seasonWith([...months]), "en")).toBe(en);
    expect(best(seasonWith([...months]), "hi")).toBe(hi);
  });

  it("lists three runs in the order of the year, the one across the new year from its first month", () => {
    const season = seasonWith(["dec", "jan", "apr", "jul", "aug"]);
    expect(best(season, "en")).toBe("Best April, July to August and December to January");
    expect(best(season, "hi")).toBe("सबसे अच्छा समय: अप्रैल, जुलाई से अगस्त, और दिसंबर से जनवरी");
  });

  it("says a trip best all year in a line of its own, and nothing for a trip with no best month", () => {
    expect(best(seasonWith([...monthKeys]), "en")).toBe("Best all year round");
    expect(best(seasonWith([...monthKeys]), "hi")).toBe("साल भर सबसे अच्छा");
    expect(best(seasonWith([]), "en")).toBeNull();
    expect(best(seasonWith([]), "hi")).toBeNull();
  });

  it("reads the shipped packages' seasons: Ladakh's road months, Kerala's winter across the new year", () => {
    expect(best(ladakhEn.season as Season, "en")).toBe("Best June to September");
    expect(best(keralaEn.season as Season, "en")).toBe("Best October to March");
    expect(best(keralaHi.season as Season, "hi")).toBe("सबसे अच्छा समय: अक्टूबर से मार्च");
  });
});

describe("the year in sentences (the strip's text)", () => {
  it("groups the months by value and reason, the best first, each with its reason, in each language", () => {
    const { ui, names } = languages.en;
    expect(seasonLines(keralaEn.season as Season, names, ui.season)).toEqual([
      { is: "best", text: "October to March: the best time." },
      { is: "possible", text: "April to May: possible. Hot and humid before the monsoon." },
      { is: "possible", text: "June to September: possible. Monsoon: heavy rain, and landslides on the hill roads." },
    ]);
    const hi = languages.hi;
    expect(seasonLines(keralaHi.season as Season, hi.names, hi.ui.season)).toEqual([
      { is: "best", text: "अक्टूबर से मार्च: सबसे अच्छा समय।" },
      { is: "possible", text: "अप्रैल से मई: संभव। मानसून से पहले गर्मी और उमस।" },
      { is: "possible", text: "जून से सितंबर: संभव। मानसून: भारी बारिश, और पहाड़ी सड़कों पर भूस्खलन।" },
    ]);
  });

  it("says a closed run across the new year as one line, and a year of one value as the whole year", () => {
    const { ui, names } = languages.en;
    expect(seasonLines(ladakhEn.season as Season, names, ui.season)).toEqual([
      { is: "best", text: "June to September: the best time." },
      { is: "closed", text: "October to May: closed. Snow closes the high passes." },
    ]);
    expect(seasonLines(seasonWith([]), names, ui.season)).toEqual([{ is: "good", text: "All year round: a good time." }]);
    expect(seasonLines(seasonWith([]), languages.hi.names, languages.hi.ui.season)).toEqual([{ is: "good", text: "साल भर: अच्छा समय।" }]);
  });
});

describe("an open month (the /packages month filter's question)", () => {
  it("is any month but a closed one", () => {
    const ladakh = ladakhEn.season as Season;
    expect(monthKeys.filter((m) => seasonOpenIn(ladakh, m))).toEqual(["jun", "jul", "aug", "sep"]);
    const kerala = keralaEn.season as Season;
    expect(monthKeys.every((m) => seasonOpenIn(kerala, m))).toBe(true);
  });

  it("is read from a departure's date or a month", () => {
    expect(monthKeyOf("2027-06-05")).toBe("jun");
    expect(monthKeyOf("2027-12")).toBe("dec");
    expect(() => monthKeyOf("2027-13-01")).toThrow('"2027-13-01" names no month');
  });
});

describe("runs of months", () => {
  it("join December to January, and leave out months with no value", () => {
    const values = monthKeys.map((m) => (["jan", "feb", "nov", "dec", "jun"].includes(m) ? "x" : undefined));
    expect(monthRuns(values)).toEqual([
      { from: 5, to: 5, value: "x" },
      { from: 10, to: 1, value: "x" },
    ]);
    expect(monthRuns(monthKeys.map(() => undefined))).toEqual([]);
    expect(monthRuns(monthKeys.map(() => 1))).toEqual([{ from: 0, to: 11, value: 1 }]);
  });
});
