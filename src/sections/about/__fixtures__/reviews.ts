// The reviews as the pages' queries return them, from the real content files (English and Hindi),
// without portraits, with the words of content/ui.json: unit tests see what visitors see.
import en from "../../../../content/testimonials.json";
import hi from "../../../../content/hi/testimonials.json";
import uiEn from "../../../../content/ui.json";
import uiHi from "../../../../content/hi/ui.json";
import { formatTravelMonth } from "../../../utils/reviews";

type Entry = (typeof en)[number] & { package?: string; service?: string; link?: string };

// `monthText` is written by the build (scripts/lib/intl-fields.ts), here the same way.
const asQueried = (languageTag: string) => (r: Entry) =>
  ({
    ...r,
    monthText: formatTravelMonth(r.month, languageTag),
    package: r.package ?? null,
    service: r.service ?? null,
    link: r.link ?? null,
    image: { childImageSharp: null },
  }) as Queries.TestimonialCardFragment;

export const reviews = { en: (en as Entry[]).map(asQueried(uiEn.locale)), hi: (hi as Entry[]).map(asQueried(uiHi.locale)) };
export const reviewWords = { en: uiEn.reviews, hi: uiHi.reviews };
