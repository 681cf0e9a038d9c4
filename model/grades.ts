// How hard a trip is, from the easiest. No zod here: the site's bundle imports it (the /packages
// grade filter lists the grades in this order); model/content/trip-glance.ts builds the enum on it.

/** Each package has one; content/trip-glance.json says what each means. */
export const tripGrades = ["easy", "moderate", "challenging", "strenuous"] as const;
export type TripGradeName = (typeof tripGrades)[number];

/**
 * Where altitude becomes a question, in metres of a night's stop: altitude sickness can start from
 * 2,500 m (the profile is drawn, a card names the highest night), above 3,000 m the page adds its
 * note on acclimatising, and from 3,500 m the profile's "very high" band begins. The bands' words,
 * with these figures, are content (content/trip-glance.json › bands).
 */
export const altitudeMetres = { high: 2500, acclimatiseNote: 3000, veryHigh: 3500 } as const;
