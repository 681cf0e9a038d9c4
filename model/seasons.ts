// The months of the year and how a trip's season rates each. No zod here: the site's bundle and the
// build's fields import it (src/utils/seasons.ts); model/content/packages.ts builds the schema on it.

/** Month keys, the same in every language: the page writes each in the visitor's language. */
export const monthKeys = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"] as const;
export type MonthKey = (typeof monthKeys)[number];

/**
 * How a month suits a trip, from the best: the best time to go, a good time, possible (with a
 * reason: monsoon, heat, snow on the passes), or closed (no departures, no trip that month).
 */
export const seasonValues = ["best", "good", "possible", "closed"] as const;
export type SeasonValue = (typeof seasonValues)[number];
