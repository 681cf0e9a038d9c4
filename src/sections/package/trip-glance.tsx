import { graphql } from "gatsby";
import { theme } from "../../styles/theme";
import { fill } from "../../utils/fill";
import type { TripDrawings } from "../../utils/trip-geometry";
import { altitudeMetres } from "../../../model/grades";
import { LocalizedLink } from "../../components/localized-link";
import { Filled } from "../../components/filled";
import { TripSection } from "./trip-section";
import { TripRoute } from "./trip-route";
import { AltitudeProfile } from "./altitude-profile";

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const fragment = graphql`
  fragment PackageGlance on PackagesJson {
    grade
    highestNight
    drawings
    itinerary {
      restDay
      # The structured data gives each night's place its coordinates (src/utils/trip-structured-data.ts).
      stay {
        altitude
        latitude
        longitude
      }
    }
  }
`;

interface TripGlanceProps {
  grade: Queries.TripGrade;
  /** The altitude of the highest night, in metres (none: every night on board). */
  highestNight?: number | null;
  /** What the drawings show, worked out at build (scripts/lib/glance-fields.ts). */
  drawings: TripDrawings;
  /** The itinerary's days: a rest day is linked from the note. */
  days: readonly { readonly restDay?: boolean | null }[];
  words: Queries.TripGlanceWordsFragment;
  /** The guide's part on acclimatisation ("/guides/ladakh#health-and-acclimatisation"), if a guide has one. */
  acclimatisation?: string;
}

/**
 * The trip before its words: how hard it is, where each night is spent (a schematic route, not a
 * map), and on a high trip how high each night is, with a note on acclimatising. Drawn at build
 * time as inline SVG with a text equivalent; no script of its own.
 */
export function TripGlance({ grade, highestNight: highest, drawings, days, words, acclimatisation }: TripGlanceProps) {
  const restDays = days.flatMap((d, i) => (d.restDay ? [i + 1] : []));
  const link = { color: theme.colors.primary, fontWeight: 600 };
  return (
    <TripSection id="trip-glance" title={words.title}>
      <p css={{ margin: `0 0 ${theme.space.md}` }}>
        <strong>{fill(words.gradeSentence, { label: words.gradeLabel, grade: words.grades[grade].name })}</strong> {words.grades[grade].meaning}
      </p>
      <div
        css={{
          display: "grid",
          gap: theme.space.lg,
          // On paper the route and the profile stand side by side: a high trip's sheet is long enough.
          "@media print": { gridTemplateColumns: "repeat(auto-fit, minmax(17rem, 1fr))", gap: theme.space.md, alignItems: "start" },
        }}
      >
        <TripRoute
          drawings={drawings}
          words={{ title: words.routeTitle, day: words.day, days: words.days, ship: words.onboard.ship, train: words.onboard.train, metres: words.metres }}
        />
        <AltitudeProfile
          drawings={drawings}
          words={{
            title: words.profileTitle,
            showTable: words.showTable,
            dayColumn: words.table.day,
            stopColumn: words.table.stay,
            altitudeColumn: words.table.altitude,
            metres: words.metres,
            high: words.bands.high,
            veryHigh: words.bands.veryHigh,
            highPoint: words.highPoint,
          }}
        />
      </div>
      {highest != null && highest > altitudeMetres.acclimatiseNote && (
        <p
          role="note"
          css={{
            margin: `${theme.space.md} 0 0`,
            padding: theme.space.md,
            borderLeft: `4px solid ${theme.colors.accentDark}`,
            background: theme.colors.surface,
            "@media print": { padding: `${theme.space.sm} ${theme.space.md}` },
          }}
        >
          <Filled
            template={words.altitudeNote}
            values={{
              guide: acclimatisation ? (
                <LocalizedLink to={acclimatisation} css={link}>
                  {words.guideLink}
                </LocalizedLink>
              ) : (
                words.guideLink
              ),
            }}
          />
          {restDays.map((day) => (
            <span key={day}>
              {" "}
              <Filled
                template={words.restDayNote}
                values={{
                  restDay: (
                    <a href={`#day-${day}`} css={link}>
                      {fill(words.restDay, { day })}
                    </a>
                  ),
                }}
              />
            </span>
          ))}
        </p>
      )}
    </TripSection>
  );
}
