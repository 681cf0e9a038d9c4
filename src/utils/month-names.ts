/**
 * The twelve months' names in the language of a BCP 47 tag ("en-GB": "January"; "hi-IN": "जनवरी"),
 * in calendar order; `short` gives "Jan", "जन॰". Run by the build (scripts/lib/intl-fields.ts:
 * `UiJson.monthNames`; scripts/lib/season-fields.ts), so pages receive the names as data: a
 * browser's first date formatter costs a long task on a phone, far more than twelve words (the
 * figures: docs/decisions/0054-figures-in-the-records.md).
 */
export function monthNamesIn(languageTag: string, style: "long" | "short" = "long"): string[] {
  const format = new Intl.DateTimeFormat(languageTag, { month: style, timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 15)));
}
