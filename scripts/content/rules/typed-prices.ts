import fs from "node:fs";
import path from "node:path";
import { prefixedLocales } from "../../../model";
import { readJson, where } from "../entries";
import type { Content, Findings } from "../rule";

// A "from" price is worked out at build from the packages a link leads to (scripts/lib/catalogue-
// prices.ts), so content that sells (offers, slides, services, themes, categories, page copy)
// carries none typed by hand: a typed figure drifts from the catalogue and advertises a price
// nothing on the linked page has (CCPA 2022 guidelines on misleading advertisements). Prices that
// are facts of their own stay: a package's price fields, a category's booking fee, the filters'
// budget bands, the booking terms' TCS threshold. A guide (its front matter and body) and the
// interface words carry no "from" price either: a guide sells its destination's trips, whose
// prices are on their cards (a permit's or a ticket's cost may be named).

/** Files where any rupee amount would be an advertised price. */
const noAmounts = [/^offers\.json$/, /^hero-slides\.json$/, /^home\.json$/, /^home-services\.json$/, /^themes\.json$/, /^services\/[^/]+\.json$/];
/** Files where a "from" price would be one (a fee or a charge may be named). */
const noFromPrices = [/^package-categories\.json$/, /^pages\.json$/, /^ui\.json$/];

const anyAmount = /₹\s?[\d,]+/;
// "From ₹18,999", "starting at ₹…", "prices start at ₹…"; Hindi "₹18,999 से" (not "₹25,000 से ₹50,000", a range).
const fromPrice = /\b(from|starting (at|from)|starts? (at|from))\s+₹\s?\d[\d,]*|₹\s?[\d,]+\s*(\/-\s*)?से(?!\s*₹)/i;

type Json = unknown;
/** Every string of a JSON value, with its path. */
const strings = (value: Json, at: PropertyKey[] = []): { at: PropertyKey[]; text: string }[] => {
  if (typeof value === "string") return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, [...at, i]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, [...at, k]));
  return [];
};

const found = (text: string, strict: boolean) => text.match(fromPrice) ?? (strict ? text.match(anyAmount) : null);

/** A saving typed as a figure ("save up to 25%"): the banner's claim takes its {percent} from the offers current that day. */
const typedPercent = /\d+\s*(%|प्रतिशत)/;

export function typedPrices(content: Content): Findings {
  const errors: string[] = [];
  for (const entry of content.entries) {
    const relative = path.relative(content.dir, content.absolute(entry.file)).split(path.sep).join("/");
    const strict = noAmounts.some((p) => p.test(relative));
    if (!strict && relative !== "settings.json" && !noFromPrices.some((p) => p.test(relative))) continue;
    const translations = prefixedLocales.flatMap((locale) => {
      const abs = path.join(content.dir, locale, relative);
      const data = fs.existsSync(abs) ? readJson(abs, content.rel(abs), []) : undefined;
      return data === undefined ? [] : [{ file: content.rel(abs), data }];
    });
    for (const { file, data } of [{ file: entry.file, data: entry.data }, ...translations]) {
      if (relative === "settings.json") {
        for (const { at, text } of strings((data as { banner?: Json }).banner, ["banner"])) {
          const match = text.match(typedPercent);
          if (match)
            errors.push(
              `${where(file, data, at)}: "${match[0]}" is a saving typed by hand; write {percent} in "claim": the banner says the largest saving of the offers current that day, and no claim when none is (content/README.md, "Offers")`,
            );
        }
        continue;
      }
      for (const { at, text } of strings(data)) {
        const match = found(text, strict);
        if (match) {
          errors.push(
            `${where(file, data, at)}: "${match[0].trim()}" is a price typed by hand; remove it: the site shows the "from" price of the packages a link leads to (content/README.md, "Prices are computed")`,
          );
        }
      }
    }
  }
  errors.push(...guidePrices(content));
  return { errors };
}

/** A "from" price on any line of a guide, in every language, named by its line. */
function guidePrices(content: Content): string[] {
  return (content.markdown.guides ?? []).flatMap(({ file }) => {
    const relative = path.relative(content.dir, content.absolute(file));
    return [content.absolute(file), ...prefixedLocales.map((locale) => path.join(content.dir, locale, relative))]
      .filter((abs) => fs.existsSync(abs))
      .flatMap((abs) =>
        fs
          .readFileSync(abs, "utf8")
          .split("\n")
          .flatMap((line, i) => {
            const match = line.match(fromPrice);
            return match
              ? [
                  `${content.rel(abs)} › line ${i + 1}: "${match[0].trim()}" is a price typed by hand; remove it: the guide's trips show their prices on their cards (content/README.md, "Prices are computed")`,
                ]
              : [];
          }),
      );
  });
}
