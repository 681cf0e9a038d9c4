/** A day's meals as a sentence's list in the page's language ("Breakfast, lunch and dinner"), or null with none. */
export function formatMeals(meals: readonly string[] | null | undefined, names: Readonly<Record<string, string>>, languageTag: string): string | null {
  if (!meals?.length) return null;
  return new Intl.ListFormat(languageTag, { type: "conjunction" }).format(meals.map((m) => names[m] ?? m));
}
