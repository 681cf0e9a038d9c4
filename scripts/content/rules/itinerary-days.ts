import { where } from "../entries";
import type { Content, Findings } from "../rule";

// A package's itinerary has one entry per day of its duration, and a trip has one night fewer
// than days, or as many (a night flight home): anything else is a typing slip in one of them.

export function itineraryDays(content: Content): Findings {
  return {
    errors: (content.folders.packages ?? []).flatMap(({ file, data }) => {
      const errors: string[] = [];
      if (data.itinerary.length !== data.days) {
        errors.push(`${where(file, data, ["itinerary"])}: ${data.itinerary.length} days, but "days" says ${data.days}: write one entry per day`);
      }
      if (data.nights !== data.days - 1 && data.nights !== data.days) {
        errors.push(
          `${where(file, data, ["nights"])}: ${data.nights} nights for ${data.days} days; a trip has ${data.days - 1} (or ${data.days} with a night journey)`,
        );
      }
      return errors;
    }),
  };
}
