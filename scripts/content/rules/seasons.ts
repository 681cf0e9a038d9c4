import path from "node:path";
import { prefixedLocales } from "../../../model";
import { monthKeys } from "../../../model/seasons";
import { monthKeyOf } from "../../../src/utils/seasons";
import { readJson, where } from "../entries";
import type { Content, Findings } from "../rule";

// A package's season (model/content/packages.ts): the schema wants every month, jan to dec, once.
// Here: a possible month says why, a best or good month says nothing (the page would not show it),
// no fixed departure falls in a closed month, and each translation's reasons are written in its
// language. That a translation's values equal English's, and that it has a reason where English has
// one, the translation check holds (translations.ts), as for every value that is not text.

const monthName = (date: string) => new Date(`${date.slice(0, 7)}-15T00:00:00Z`).toLocaleString("en-GB", { month: "long", timeZone: "UTC" });

export function seasons(content: Content): Findings {
  const errors = (content.folders.packages ?? []).flatMap(({ file, data }) => {
    const { season } = data;
    const months = monthKeys.flatMap((m) => {
      const at = where(file, data, ["season", m, "reason"]);
      const { is, reason } = season[m];
      if (is === "possible" && !reason?.trim()) return [`${at}: missing; a possible month says why in a few words ("Monsoon: heavy rain on the hill roads")`];
      if ((is === "best" || is === "good") && reason !== undefined)
        return [`${at}: a ${is} month has no reason to give (the page shows reasons for possible and closed months only); remove it`];
      return [];
    });
    const departures = (data.departures.dates ?? []).flatMap(({ date }, i) => {
      const month = monthKeyOf(date);
      return season[month].is === "closed"
        ? [
            `${where(file, data, ["departures", "dates", i, "date"])}: ${date} is in ${monthName(date)}, which "season" › ${month} says is closed; remove the date, or open the month`,
          ]
        : [];
    });
    return [...months, ...departures];
  });
  return { errors: [...errors, ...untranslatedReasons(content)] };
}

/** A translation's reason copied from English: the page would say it in English. */
function untranslatedReasons(content: Content): string[] {
  return (content.folders.packages ?? []).flatMap(({ file, data }) =>
    prefixedLocales.flatMap((locale) => {
      const abs = path.join(content.dir, locale, path.relative(content.dir, content.absolute(file)));
      const translated = readJson(abs, content.rel(abs), []) as { season?: Record<string, { reason?: unknown } | undefined> } | undefined;
      return monthKeys.flatMap((m) => {
        const reason = data.season[m].reason;
        return reason !== undefined && translated?.season?.[m]?.reason === reason
          ? [`${where(content.rel(abs), translated, ["season", m, "reason"])}: "${reason}" is the English file's reason; write it in this file's language`]
          : [];
      });
    }),
  );
}
