import { where } from "../entries";
import type { Content, Findings } from "../rule";
import { formatNumber } from "../../../src/utils/format-number";

// A day's highest point crossed (model/content/packages.ts › itinerary › highPoint) is what the
// altitude profile marks between the night before it and the night after: a pass is only worth
// marking, and only true, when it is higher than both nights. Checked on the English files; the
// translation check holds each Hindi file to the same altitudes.

export function highPoints(content: Content): Findings {
  return {
    errors: (content.folders.packages ?? []).flatMap(({ file, data }) =>
      data.itinerary.flatMap((day, i) => {
        if (!day.highPoint) return [];
        const around = [data.itinerary[i - 1], day]
          .map((d) => (d?.stay && !d.stay.onboard && d.stay.altitude !== undefined ? { place: d.overnight ?? "", altitude: d.stay.altitude } : null))
          .filter((n): n is { place: string; altitude: number } => n !== null);
        const higher = around.filter((n) => n.altitude >= (day.highPoint?.altitude ?? 0));
        if (!higher.length) return [];
        const nights = around.map((n) => `${n.place} ${formatNumber(n.altitude)} m`).join(", ");
        return [
          `${where(file, data, ["itinerary", i, "highPoint", "altitude"])}: ${formatNumber(day.highPoint.altitude)} m is not above the nights around it (${nights}); the profile marks the day's highest point crossed, above where the trip sleeps, or leave highPoint out`,
        ];
      }),
    ),
  };
}
