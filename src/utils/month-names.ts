/**
 * The twelve months' names in the language of a BCP 47 tag ("en-GB": "January"; "hi-IN": "जनवरी"),
 * in calendar order; `short` gives "Jan", "जन॰". Run by the build (scripts/lib/intl-fields.ts:
 * `UiJson.monthNames`; scripts/lib/season-fields.ts), so pages receive the names as data: a browser's
 * first date formatter costs 17-23 ms of a desktop's main thread (about 80 ms on Lighthouse's 4x
 * phone, one long task), far more than twelve words.
 */
export function monthNamesIn(languageTag: string, style: "long" | "short" = "long"): string[] {
  const format = new Intl.DateTimeFormat(languageTag, { month: style, timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 15)));
}
