import { where } from "../entries";
import type { Content, Findings } from "../rule";

// A day's stay (model/content/packages.ts) is what the route map and the altitude profile draw: a
// place (its altitude and position, all three) or a night moving (onboard), never a mix; and it goes
// with the day's overnight, so the drawing and the day's words tell of the same nights. The last day
// may name an overnight without a stay (a night flight home is not drawn). Checked on the English
// files; the translation check holds each Hindi file to the same numbers.

const place = ["altitude", "latitude", "longitude"] as const;

export function stays(content: Content): Findings {
  return {
    errors: (content.folders.packages ?? []).flatMap(({ file, data }) =>
      data.itinerary.flatMap((day, i) => {
        const at = (...field: string[]) => where(file, data, ["itinerary", i, ...field]);
        const last = i === data.itinerary.length - 1;
        const { stay } = day;
        if (!stay) {
          return day.overnight !== undefined && !last
            ? [`${at("stay")}: missing; the night at "${day.overnight}" needs its stay (altitude, latitude and longitude, or onboard) for the route map`]
            : [];
        }
        if (day.overnight === undefined) return [`${at("stay")}: a stay without an overnight; name the night's stop in "overnight" or remove the stay`];
        if (stay.onboard !== undefined) {
          return place
            .filter((f) => stay[f] !== undefined)
            .map((f) => `${at("stay", f)}: a night on board (${stay.onboard}) has no ${f}; remove it, or remove onboard for a night at a place`);
        }
        return place
          .filter((f) => stay[f] === undefined)
          .map((f) => `${at("stay", f)}: missing; a night at a place gives its altitude, latitude and longitude (or onboard for a night moving)`);
      }),
    ),
  };
}
