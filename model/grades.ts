// How hard a trip is, from the easiest. No zod here: the site's bundle imports it (the /packages
// grade filter lists the grades in this order); model/content/trip-glance.ts builds the enum on it.

/** Each package has one; content/trip-glance.json says what each means. */
export const tripGrades = ["easy", "moderate", "challenging", "strenuous"] as const;
export type TripGradeName = (typeof tripGrades)[number];
