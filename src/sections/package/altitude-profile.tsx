import { useId } from "react";
import { theme } from "../../styles/theme";
import { plainList } from "../../styles/lists";
import { fill } from "../../utils/fill";
import { formatNumber } from "../../utils/format-number";
import type { TripDrawings } from "../../utils/trip-geometry";

/** Every word the profile shows, in the page's language. */
interface AltitudeProfileWords {
  /** The figure's caption, and the table's: "Altitude, night by night". */
  title: string;
  /** The table's disclosure: "Show as a table". */
  showTable: string;
  dayColumn: string;
  stopColumn: string;
  altitudeColumn: string;
  /** "{value} m" */
  metres: string;
  /** The 2,500-3,500 m band's label. */
  high: string;
  /** The band above 3,500 m. */
  veryHigh: string;
  /** A day's highest point crossed, under the drawing: "Day {day}: over {name} ({altitude})". */
  highPoint: string;
}

interface AltitudeProfileProps {
  /** The nights and the profile's scale as the build works them out (scripts/lib/glance-fields.ts). */
  drawings: TripDrawings;
  words: AltitudeProfileWords;
}

const cell = { padding: `${theme.space.xs} ${theme.space.sm}`, borderBottom: `1px solid ${theme.colors.border}`, textAlign: "start" } as const;

// The bands are pale fills with a hatch and a dark edge: on paper without fills, hatch and edge remain.
const bandsOnScreen = {
  "& .band-high": { fill: theme.colors.primaryLight },
  "& .band-veryHigh": { fill: theme.colors.accent, fillOpacity: 0.25 },
  "& .hatch": { stroke: theme.colors.accentDark, strokeWidth: 1, opacity: 0.45 },
  "& .band-edge": { fill: "none", stroke: theme.colors.accentDark, strokeWidth: 1, strokeDasharray: "4 3" },
} as const;

const bandsOnPaper = {
  "& .band-high, & .band-veryHigh": { fill: "#fff" },
  "& .hatch, & .band-edge": { stroke: "#000" },
} as const;

/** The legend's swatches, drawn as the bands are. */
const swatch = {
  ...bandsOnScreen,
  flex: "none",
  "@media print": bandsOnPaper,
  "@media (forced-colors: active)": { "& .hatch, & .band-edge": { stroke: "CanvasText" } },
} as const;

// Paper's and forced colours' rules come last, so they win over the screen's.
const drawing = {
  ...bandsOnScreen,
  display: "block",
  width: "100%",
  height: "auto",
  maxWidth: "28rem",
  fontFamily: theme.fonts.body,
  "& text": { fill: theme.colors.text, fontSize: 13 },
  "& .axis": { stroke: theme.colors.muted, strokeWidth: 1 },
  "& .grid": { stroke: theme.colors.border, strokeWidth: 1 },
  "& .line": { fill: "none", stroke: theme.colors.primary, strokeWidth: 2.5, strokeLinejoin: "round" },
  "& .point": { fill: theme.colors.primary, stroke: theme.colors.background, strokeWidth: 1.5 },
  "& .pass-way": { fill: "none", stroke: theme.colors.accentDark, strokeWidth: 1.5, strokeDasharray: "3 3" },
  "& .pass": { fill: theme.colors.accentDark, stroke: theme.colors.background, strokeWidth: 1.5 },
  "& .pass-name": { fontSize: 11, fontWeight: 600 },
  "& .pass-altitude": { fontSize: 11 },
  "@media print": {
    ...bandsOnPaper,
    maxWidth: "15rem",
    "& text": { fill: "#000" },
    "& .axis, & .line": { stroke: "#000" },
    "& .grid": { stroke: "#999" },
    "& .point, & .pass": { fill: "#000" },
    "& .pass-way": { stroke: "#000" },
  },
  "@media (forced-colors: active)": {
    "& text": { fill: "CanvasText" },
    "& .hatch, & .band-edge, & .axis, & .line": { stroke: "CanvasText" },
    "& .point, & .pass": { fill: "CanvasText" },
    "& .pass-way": { stroke: "CanvasText" },
  },
} as const;

/** A pass's marker: a small peak, point up, at its altitude. */
const peak = (x: number, y: number) =>
  `M${(x - 5).toFixed(1)} ${(y + 4).toFixed(1)}L${x.toFixed(1)} ${(y - 5).toFixed(1)}L${(x + 5).toFixed(1)} ${(y + 4).toFixed(1)}Z`;

/**
 * The altitude night by night, with the heights where travellers must acclimatise shaded, and each
 * day's highest point crossed (a pass) between the nights around it, named over its marker; its
 * text is a table of the nights and a line per pass. Nothing for a trip that never goes above 2,500 m.
 */
export function AltitudeProfile({ drawings, words }: AltitudeProfileProps) {
  // useId has no effect to run: it only names the hatch patterns, the same on server and client.
  const id = useId().replace(/:/g, "");
  const { nights, profile: scale } = drawings;
  if (!scale) return null;
  const { plot } = scale;
  const metres = (value: number) => fill(words.metres, { value: formatNumber(value) });
  return (
    <figure data-print="keep-together" css={{ margin: 0, display: "grid", gap: theme.space.sm }}>
      <figcaption css={{ fontWeight: 700, fontSize: theme.fontSizes.lg, color: theme.colors.primaryDark, "@media print": { fontSize: theme.fontSizes.md } }}>
        {words.title}
      </figcaption>
      <svg viewBox={`0 0 ${scale.width} ${scale.height}`} aria-hidden="true" focusable="false" css={drawing}>
        <defs>
          <pattern id={`${id}-high`} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line className="hatch" x1="0" y1="0" x2="0" y2="8" />
          </pattern>
          <pattern id={`${id}-veryHigh`} width="4" height="4" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <line className="hatch" x1="0" y1="0" x2="0" y2="4" />
          </pattern>
        </defs>
        {scale.bands.map((band) => (
          <g key={band.name}>
            <rect className={`band-${band.name}`} x={plot.left} y={band.y1} width={plot.right - plot.left} height={band.y2 - band.y1} />
            <rect fill={`url(#${id}-${band.name})`} x={plot.left} y={band.y1} width={plot.right - plot.left} height={band.y2 - band.y1} />
            <line className="band-edge" x1={plot.left} x2={plot.right} y1={band.y2} y2={band.y2} />
          </g>
        ))}
        {scale.ticks.map((tick) => (
          <g key={tick.value}>
            {tick.value > 0 && <line className="grid" x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} />}
            <text x={plot.left - 4} y={tick.y} textAnchor="end" dominantBaseline="central">
              {metres(tick.value)}
            </text>
          </g>
        ))}
        <line className="axis" x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
        <line className="axis" x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} />
        {scale.passPaths.map((d, i) => (d ? <path key={scale.passes[i].day} className="pass-way" d={d} /> : null))}
        <path className="line" d={scale.path} />
        {scale.points.map((p, i) =>
          p.y === undefined ? null : <circle key={`${p.day}-${p.x}`} className="point" cx={p.x.toFixed(1)} cy={p.y.toFixed(1)} r={3.5} data-night={i} />,
        )}
        {scale.passes.map((pass) => (
          <g key={pass.day}>
            <path className="pass" d={peak(pass.x, pass.y)} />
            <text className="pass-name" x={pass.x.toFixed(1)} y={(pass.y - 20).toFixed(1)} textAnchor="middle" dominantBaseline="central">
              {pass.name}
            </text>
            <text className="pass-altitude" x={pass.x.toFixed(1)} y={(pass.y - 9).toFixed(1)} textAnchor="middle" dominantBaseline="central">
              {metres(pass.altitude)}
            </text>
          </g>
        ))}
        {scale.points.map((p, i) =>
          i % scale.labelEvery === 0 ? (
            <text key={`${p.day}-${p.x}`} x={p.x.toFixed(1)} y={plot.bottom + 6} textAnchor="middle" dominantBaseline="hanging">
              {p.day}
            </text>
          ) : null,
        )}
      </svg>
      <ul
        css={{
          ...plainList,
          display: "flex",
          flexWrap: "wrap",
          gap: `${theme.space.xs} ${theme.space.lg}`,
          fontSize: theme.fontSizes.sm,
          "@media print": { fontSize: theme.fontSizes.xs },
        }}
      >
        {scale.bands.map((band) => (
          <li key={band.name} css={{ display: "flex", alignItems: "center", gap: theme.space.sm }}>
            <svg width="28" height="18" viewBox="0 0 28 18" aria-hidden="true" focusable="false" css={swatch}>
              <rect className={`band-${band.name}`} width="28" height="18" />
              <rect fill={`url(#${id}-${band.name})`} width="28" height="18" />
              <rect className="band-edge" x="0.5" y="0.5" width="27" height="17" />
            </svg>
            {words[band.name]}
          </li>
        ))}
        {scale.passes.map((pass) => (
          <li key={`pass-${pass.day}`} css={{ display: "flex", alignItems: "center", gap: theme.space.sm }}>
            <svg
              width="28"
              height="18"
              viewBox="0 0 28 18"
              aria-hidden="true"
              focusable="false"
              css={{ flex: "none", "& path": { fill: theme.colors.accentDark } }}
            >
              <path d={peak(14, 10)} />
            </svg>
            {fill(words.highPoint, { day: pass.day, name: pass.name, altitude: metres(pass.altitude) })}
          </li>
        ))}
      </ul>
      {/* On paper the drawing says what the table would: it stays on screen. */}
      <details data-print="hide">
        {/* A finger's target: 44 px tall, its disclosure marker kept (a list item, not a flex box). */}
        <summary css={{ display: "list-item", minHeight: 44, paddingBlock: "0.6rem", cursor: "pointer", color: theme.colors.primary, fontWeight: 600 }}>
          {words.showTable}
        </summary>
        <table css={{ borderCollapse: "collapse", marginTop: theme.space.sm, fontSize: theme.fontSizes.sm }}>
          <caption css={{ textAlign: "start", fontWeight: 700, paddingBlock: theme.space.xs }}>{words.title}</caption>
          <thead>
            <tr>
              <th scope="col" css={cell}>
                {words.dayColumn}
              </th>
              <th scope="col" css={cell}>
                {words.stopColumn}
              </th>
              <th scope="col" css={{ ...cell, textAlign: "end" }}>
                {words.altitudeColumn}
              </th>
            </tr>
          </thead>
          <tbody>
            {nights.map((night) => (
              <tr key={night.day}>
                <th scope="row" css={{ ...cell, fontWeight: 400 }}>
                  {night.day}
                </th>
                <td css={cell}>{night.place}</td>
                <td css={{ ...cell, textAlign: "end", whiteSpace: "nowrap" }}>{night.altitude === undefined ? "–" : metres(night.altitude)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
