import { createContext, useContext } from "react";

// The package page's own words (content/ui.json › trip) come with its page query (the TripWords
// fragment, written from the model into src/content-fragments.ts), not with the site-wide interface
// text every page carries; PackageDetail hands them to its sections here.

export type TripWords = Queries.TripWordsFragment["trip"];

export const TripWordsContext = createContext<TripWords | null>(null);

/** The package page's words, in the page's language. */
export function useTripWords(): TripWords {
  const words = useContext(TripWordsContext);
  if (!words) throw new Error("useTripWords outside a package page (PackageDetail provides the words)");
  return words;
}
