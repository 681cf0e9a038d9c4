import { theme } from "../../styles/theme";
import { plainList } from "../../styles/lists";
import { mq } from "../../styles/media";
import { fill } from "../../utils/fill";
import { formatNumber } from "../../utils/format-number";
import type { DrawnStop, TripDrawings } from "../../utils/trip-geometry";

/** Every word the drawing shows, in the page's language. */
interface TripRouteWords {
  /** The figure's caption: "The trip at a glance". */
  title: string;
  /** One night: "Day {days}". */
  day: string;
  /** More than one: "Days {days}" ({days} is "1-2" or "1-2, 5"). */
  days: string;
  ship: string;
  train: string;
  /** "{value} m" */
  metres: string;
}

interface TripRouteProps {
  /** The route as the build lays it out (scripts/lib/glance-fields.ts). */
  drawings: TripDrawings;
  words: TripRouteWords;
}

const badge = {
  display: "inline-grid",
  placeItems: "center",
  flex: "none",
  width: "1.75rem",
  height: "1.75rem",
  borderRadius: theme.radii.round,
  fontWeight: 700,
  fontSize: theme.fontSizes.sm,
  border: `2px solid ${theme.colors.primary}`,
} as const;

const stopDetails = (stop: DrawnStop, words: TripRouteWords) =>
  [
    fill(stop.days.length > 1 ? words.days : words.day, { days: stop.daysText }),
    stop.onboard ? words[stop.onboard] : undefined,
    stop.altitude !== undefined && !stop.onboard ? fill(words.metres, { value: formatNumber(stop.altitude) }) : undefined,
  ]
    .filter(Boolean)
    .join(" · ");

// Black on white on paper: a printer may drop the fills, never the strokes.
const drawing = {
  display: "block",
  width: "100%",
  height: "auto",
  maxWidth: "28rem",
  fontFamily: theme.fonts.body,
  "& .leg": { fill: "none", stroke: theme.colors.primary, strokeWidth: 3, strokeLinecap: "round" },
  "& .leg-onboard": { strokeDasharray: "7 6" },
  "& .stop circle": { fill: theme.colors.primary, stroke: theme.colors.background, strokeWidth: 2 },
  "& .stop text": { fill: theme.colors.inverse, fontSize: 15, fontWeight: 700 },
  // A stop's name beside its marker: a halo of the page's colour, drawn as a copy under the name,
  // keeps it legible over a leg (a copy, not CSS paint-order, which the W3C checker's CSS lacks).
  "& .stop-name": { fill: theme.colors.text, fontWeight: 600 },
  "& .stop-halo": { fill: theme.colors.background, fontWeight: 600, stroke: theme.colors.background, strokeWidth: 3, strokeLinejoin: "round" },
  "& .stop-onboard circle": { fill: theme.colors.background, stroke: theme.colors.primary, strokeWidth: 2.5 },
  "& .stop-onboard text": { fill: theme.colors.primaryDark },
  "@media print": {
    // Small on paper, with the markers' numbers still legible (about 10 px).
    maxWidth: "14rem",
    "& .leg": { stroke: "#000" },
    "& .stop circle": { fill: "#fff", stroke: "#000" },
    "& .stop text, & .stop-name": { fill: "#000" },
    "& .stop-halo": { fill: "#fff", stroke: "#fff" },
    // Without colour, a night on board keeps its own look: a dashed ring.
    "& .stop-onboard circle": { strokeDasharray: "4 2" },
  },
  "@media (forced-colors: active)": {
    "& .leg, & .stop circle": { stroke: "CanvasText" },
    "& .stop circle": { fill: "Canvas" },
    "& .stop text, & .stop-name": { fill: "CanvasText" },
    "& .stop-halo": { fill: "Canvas", stroke: "Canvas" },
  },
} as const;

/**
 * The trip at a glance: a schematic route line (no map) with a numbered marker per place stayed
 * at (a place returned to is one marker, its legs meeting there), each named beside it where the
 * drawing has room, and beside it the same stops as an ordered list, the drawing's text for everyone.
 */
export function TripRoute({ drawings, words }: TripRouteProps) {
  if (!drawings.route) return null;
  const { width, height, radius, stops, legs, labelSize } = drawings.route;
  const at = (number: number) => stops[number - 1];
  return (
    <figure
      data-print="keep-together"
      // From tablets up, the list stands beside the drawing, where the eye goes from marker to name.
      css={{
        margin: 0,
        display: "grid",
        gap: theme.space.md,
        [mq.md]: { gridTemplateColumns: "minmax(0, 28rem) minmax(0, 1fr)", alignItems: "center" },
        // On paper: a smaller drawing above its stops, which take two columns when the route has the width to itself.
        "@media print": { gridTemplateColumns: "minmax(0, 1fr)", gap: theme.space.sm },
      }}
    >
      <figcaption
        css={{
          gridColumn: "1 / -1",
          fontWeight: 700,
          fontSize: theme.fontSizes.lg,
          color: theme.colors.primaryDark,
          "@media print": { fontSize: theme.fontSizes.md },
        }}
      >
        {words.title}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height.toFixed(0)}`} aria-hidden="true" focusable="false" css={drawing}>
        {legs.map((leg) => (
          <line
            key={`${leg.from}-${leg.to}`}
            className={leg.onboard ? "leg leg-onboard" : "leg"}
            x1={at(leg.from).x.toFixed(1)}
            y1={at(leg.from).y.toFixed(1)}
            x2={at(leg.to).x.toFixed(1)}
            y2={at(leg.to).y.toFixed(1)}
          />
        ))}
        {stops.flatMap((stop) =>
          stop.label
            ? ["stop-halo", "stop-name"].map((className) => (
                <text
                  key={`${className}-${stop.number}`}
                  className={className}
                  x={stop.label?.x.toFixed(1)}
                  y={stop.label?.y.toFixed(1)}
                  textAnchor={stop.label?.anchor}
                  dominantBaseline="central"
                  fontSize={labelSize}
                >
                  {stop.place}
                </text>
              ))
            : [],
        )}
        {stops.map((stop) => (
          <g key={stop.number} className={stop.onboard ? "stop stop-onboard" : "stop"}>
            <circle cx={stop.x.toFixed(1)} cy={stop.y.toFixed(1)} r={radius} />
            <text x={stop.x.toFixed(1)} y={stop.y.toFixed(1)} textAnchor="middle" dominantBaseline="central">
              {stop.number}
            </text>
          </g>
        ))}
      </svg>
      <ol
        css={{
          ...plainList,
          display: "grid",
          gap: theme.space.sm,
          "@media print": { display: "block", columns: "2 14rem", columnGap: theme.space.md, fontSize: theme.fontSizes.xs },
        }}
      >
        {stops.map((stop) => (
          <li
            key={stop.number}
            css={{
              display: "flex",
              gap: theme.space.sm,
              alignItems: "flex-start",
              "@media print": { alignItems: "center", breakInside: "avoid", marginBottom: theme.space.xs },
            }}
          >
            <span
              css={{
                ...badge,
                background: stop.onboard ? theme.colors.background : theme.colors.primary,
                color: stop.onboard ? theme.colors.primaryDark : theme.colors.inverse,
                "@media print": {
                  background: "none",
                  color: "#000",
                  borderColor: "#000",
                  width: "1.25rem",
                  height: "1.25rem",
                  borderWidth: "1px",
                  fontSize: theme.fontSizes.xs,
                },
              }}
            >
              {stop.number}
            </span>{" "}
            <span>
              {/* On paper a stop is one line where it fits: its place, then its days and altitude. */}
              <span css={{ display: "block", fontWeight: 700, color: theme.colors.text, "@media print": { display: "inline" } }}>{stop.place}</span>{" "}
              <span
                css={{ display: "block", fontSize: theme.fontSizes.sm, color: theme.colors.muted, "@media print": { display: "inline", fontSize: "inherit" } }}
              >
                {stopDetails(stop, words)}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
