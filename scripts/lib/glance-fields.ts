// A trip at a glance, worked out once at build from its itinerary: the cards, the /packages
// finder's file and its filters read the highest night, and the package page draws `drawings`
// (the route's and the profile's geometry, src/utils/trip-geometry.ts), so no page's script carries
// the geometry and a listing's page data does not carry every package's itinerary.
import { tripDrawings } from "../../src/utils/trip-geometry";
import { highestNight, nightsOf, passesOf, type GlanceDay } from "../../src/utils/trip-nights";

type Source = { itinerary: readonly GlanceDay[] };

export const glanceFields = {
  PackagesJson: {
    /** The altitude of the highest night's stop, in metres; null for a trip whose nights are all on board. */
    highestNight: { type: "Int", resolve: ({ itinerary }: Source) => highestNight(nightsOf(itinerary)) ?? null },
    /** The nights, the route's stops and legs, and the altitude profile with the passes crossed (null below 2,500 m), as the drawings show them. */
    drawings: { type: "JSON!", resolve: ({ itinerary }: Source) => tripDrawings(nightsOf(itinerary), passesOf(itinerary)) },
  },
};
