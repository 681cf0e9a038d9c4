// What a card says of a trip's height, computed once at build from its itinerary: the cards, the
// /packages finder's file and its filters read this field, not the days themselves, so a listing's
// page data does not carry every package's itinerary.
import { highestNight, nightsOf, type GlanceDay } from "../../src/utils/trip-nights";

export const glanceFields = {
  PackagesJson: {
    /** The altitude of the highest night's stop, in metres; null for a trip whose nights are all on board. */
    highestNight: { type: "Int", resolve: ({ itinerary }: { itinerary: readonly GlanceDay[] }) => highestNight(nightsOf(itinerary)) ?? null },
  },
};
