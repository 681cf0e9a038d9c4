import { graphql } from "gatsby";
import { theme } from "../../styles/theme";
import { plainList } from "../../styles/lists";
import { fill } from "../../utils/fill";
import { TripSection } from "./trip-section";
import { useTripWords } from "./trip-words";

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const fragment = graphql`
  fragment PackageItinerary on PackagesJson {
    itinerary {
      title
      description
      meals
      mealsText(language: $locale)
      overnight
    }
  }
`;

const fact = { display: "flex", flexWrap: "wrap", columnGap: theme.space.xs, margin: 0 } as const;

/**
 * Day by day: an ordered list, one entry per day with its own heading ("Day 2 Tea hills and
 * Eravikulam"), so screen-reader users can jump from day to day; meals and the night's stop below.
 */
export function PackageItinerary({ days }: { days: Queries.PackageItineraryFragment["itinerary"] }) {
  const trip = useTripWords();
  return (
    <TripSection id="trip-itinerary" title={trip.itinerary} belowFold={400}>
      {/* On paper the days sit closer, each label on its title's line: a long trek's sheet keeps to six A4 pages. */}
      <ol css={{ ...plainList, display: "grid", gap: theme.space.md, "@media print": { gap: theme.space.sm } }}>
        {days.map((day, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a day is its place in the trip (titles may repeat).
            key={`${i}-${day.title}`}
            // The trip at a glance links a rest day here.
            id={`day-${i + 1}`}
            data-print="keep-together"
            css={{
              borderLeft: `4px solid ${theme.colors.primary}`,
              background: theme.colors.surface,
              borderRadius: theme.radii.md,
              padding: theme.space.md,
              "@media print": { padding: `${theme.space.xs} ${theme.space.sm}`, "& > p": { margin: "0.25rem 0" } },
            }}
          >
            <h3 css={{ fontSize: theme.fontSizes.lg, margin: "0 0 0.5rem", color: theme.colors.primaryDark }}>
              <span
                css={{
                  display: "block",
                  fontSize: theme.fontSizes.sm,
                  color: theme.colors.accentDark,
                  textTransform: "uppercase",
                  letterSpacing: "0.06em",
                  "@media print": { display: "inline" },
                }}
              >
                {fill(trip.day, { number: i + 1 })}
              </span>{" "}
              {day.title}
            </h3>
            <p>{day.description}</p>
            <dl css={{ display: "grid", gap: theme.space.xs, margin: 0, fontSize: theme.fontSizes.sm }}>
              <div css={fact}>
                <dt css={{ fontWeight: 700 }}>{trip.meals}:</dt>
                <dd css={{ margin: 0 }}>{day.mealsText ?? trip.noMeals}</dd>
              </div>
              {day.overnight && (
                <div css={fact}>
                  <dt css={{ fontWeight: 700 }}>{trip.overnight}:</dt>
                  <dd css={{ margin: 0 }}>{day.overnight}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ol>
    </TripSection>
  );
}
