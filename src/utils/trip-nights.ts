import type { TripNight, TripPass } from "./trip-geometry";

// A package's nights as the trip-at-a-glance drawings, the cards and the structured data read
// them: one per itinerary day that has an overnight stop, in order, with the stop's altitude and
// position, or the ship or train the night is spent on. The content check holds a stay to each
// overnight (scripts/content/rules/stays.ts).

/** An itinerary day as the page query gives it. */
export interface GlanceDay {
  readonly overnight?: string | null;
  readonly restDay?: boolean | null;
  readonly stay?: {
    readonly altitude?: number | null;
    readonly latitude?: number | null;
    readonly longitude?: number | null;
    readonly onboard?: "ship" | "train" | null;
  } | null;
  /** The day's highest point crossed (a pass). */
  readonly highPoint?: { readonly name: string; readonly altitude: number } | null;
}

/** The nights of a trip, numbered by their day (day 1's night is the first). */
export const nightsOf = (days: readonly GlanceDay[]): TripNight[] =>
  days.flatMap((day, i) => {
    if (!day.overnight || !day.stay) return [];
    const { altitude, latitude, longitude, onboard } = day.stay;
    return [
      {
        day: i + 1,
        place: day.overnight,
        ...(onboard ? { onboard } : {}),
        ...(altitude != null && !onboard ? { altitude } : {}),
        ...(latitude != null && longitude != null && !onboard ? { latitude, longitude } : {}),
      },
    ];
  });

/** The passes crossed, each on its day (day 3 crosses between the nights of days 2 and 3). */
export const passesOf = (days: readonly GlanceDay[]): TripPass[] =>
  days.flatMap((day, i) => (day.highPoint ? [{ day: i + 1, name: day.highPoint.name, altitude: day.highPoint.altitude }] : []));

/** The highest night's altitude in metres; undefined when no night has one (a cruise). */
export const highestNight = (nights: readonly TripNight[]): number | undefined => {
  const altitudes = nights.flatMap((n) => (n.altitude === undefined ? [] : [n.altitude]));
  return altitudes.length ? Math.max(...altitudes) : undefined;
};
