import { fullStops, prefixedLocales } from "../../../model";
import { latinStops } from "../latin-stops";
import { localeTexts } from "../locale-texts";
import type { Content, Findings } from "../rule";

// A language that ends its sentences with its own mark (Hindi: "।") ends none with a Latin full
// stop, in any text of its content files: every string of its JSON files, every line of its guides.
export function latinFullStops(content: Content): Findings {
  const errors = prefixedLocales
    .filter((locale) => fullStops[locale] !== ".")
    .flatMap((locale) =>
      localeTexts(content, locale).flatMap(({ where, text }) =>
        latinStops(text).map(
          (sentence) =>
            `${where}: "${sentence}" ends a sentence with a Latin full stop; end it with "${fullStops[locale]}" (content/README.md, "The Hindi edition")`,
        ),
      ),
    );
  return { errors };
}
