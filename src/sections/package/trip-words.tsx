import { createContext, useContext } from "react";
import { graphql } from "gatsby";

// The package page's own words (content/ui.json › trip) come with its page query, not with the
// site-wide interface text every page carries; PackageDetail hands them to its sections here.

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const fragment = graphql`
  fragment TripWords on UiJson {
    trip {
      duration summary photos openPhoto itinerary day meals noMeals overnight
      mealNames { breakfast lunch dinner }
      included excluded price from onRequestText options extras
      departures anyDate newDatesSoon departureDate availability
      status { available fewSeats soldOut }
      seatsLeft seatLeftOne
      policies payment cancellation cancelWhen cancelCharge cancelFrom cancelBetween cancelUnder cancelCharged
      related payDeposit holdSeats perPerson perBooking deposit enquire whatsapp whatsappMessage
    }
  }
`;

export type TripWords = Queries.TripWordsFragment["trip"];

export const TripWordsContext = createContext<TripWords | null>(null);

/** The package page's words, in the page's language. */
export function useTripWords(): TripWords {
  const words = useContext(TripWordsContext);
  if (!words) throw new Error("useTripWords outside a package page (PackageDetail provides the words)");
  return words;
}
