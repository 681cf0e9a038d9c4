// One Intl.DateTimeFormat per locale and style, kept: a package page formats every departure with
// the same one. Building a formatter costs far more than using it (each `toLocaleString` call builds
// one); month names alone come from the build instead (src/utils/month-names.ts).
const formats = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** "2027-01-31" as "31 January 2027" in the locale, the same on the build machine and in any browser (UTC). */
export const formatLongDate = (day: string, locale: string): string =>
  dateFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
