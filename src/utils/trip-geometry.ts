// The trip at a glance, worked out at build time: where the numbered stops sit on a schematic route
// line (not a map) and the altitude profile's scale. Pure functions, so the drawing needs no script.
import { altitudeMetres } from "../../model/grades";

/** One night of the trip, in order; `place` is the night's stop in the page's language. */
export interface TripNight {
  day: number;
  place: string;
  /** Metres above sea level. */
  altitude?: number;
  latitude?: number;
  longitude?: number;
  onboard?: "ship" | "train";
}

/** A day's highest point crossed on the way (a pass), from the itinerary's `highPoint`. */
export interface TripPass {
  /** The day it is crossed: between the previous night's stop and this day's. */
  day: number;
  name: string;
  /** Metres above sea level. */
  altitude: number;
}

/** A place stayed at (all its nights, however many visits), or a run of nights on one ship or train: one numbered marker. */
export interface RouteStop {
  /** Its marker's number, from 1. */
  number: number;
  place: string;
  days: number[];
  altitude?: number;
  onboard?: "ship" | "train";
  x: number;
  y: number;
}

interface RouteLeg {
  from: RouteStop;
  to: RouteStop;
  /** Travelled on board (either end is a night on a ship or a train): drawn dashed. */
  onboard: boolean;
}

export interface RouteLayout {
  width: number;
  height: number;
  stops: RouteStop[];
  legs: RouteLeg[];
}

/** Marker radius in viewBox units: its number stays legible with the drawing 300 px wide. */
export const markerRadius = 13;

interface Box {
  width: number;
  minHeight: number;
  maxHeight: number;
  padding: number;
}

const defaultBox: Box = { width: 320, minHeight: 120, maxHeight: 220, padding: 2 * markerRadius + 8 };

type Point = { x: number; y: number };

/** Consecutive nights at one place, or on one ship or train: one visit. */
interface Visit {
  place: string;
  onboard?: "ship" | "train";
  days: number[];
  night: TripNight;
}

function visitsOf(nights: readonly TripNight[]): Visit[] {
  const visits: Visit[] = [];
  for (const night of nights) {
    const last = visits.at(-1);
    if (last && last.place === night.place && last.onboard === night.onboard) last.days.push(night.day);
    else visits.push({ place: night.place, onboard: night.onboard, days: [night.day], night });
  }
  return visits;
}

/** The stop a visit belongs to: a place on land is one stop however often it is visited (Leh, days 1-2 and 5-6); each run on board is its own. */
const stopKey = (visit: Visit, index: number) => (visit.onboard ? `#${index}` : visit.place);

/**
 * The stops of a trip, numbered in the order they are first reached: one per place stayed at, with
 * every day spent there, and one per run of nights on a ship or a train. `visits` gives the stop
 * number of each visit in order, which the route's legs follow (Leh 1, Hunder 2, Pangong 3, Leh 1).
 */
export function mergeNights(nights: readonly TripNight[]): Omit<RouteStop, "x" | "y">[] & { visits: number[] } {
  const visits = visitsOf(nights);
  const numbers = new Map<string, number>();
  const stops: Omit<RouteStop, "x" | "y">[] = [];
  const order = visits.map((visit, i) => {
    const key = stopKey(visit, i);
    const known = numbers.get(key);
    if (known) {
      stops[known - 1].days.push(...visit.days);
      return known;
    }
    const number = stops.length + 1;
    numbers.set(key, number);
    stops.push({ number, place: visit.place, days: [...visit.days], altitude: visit.night.altitude, onboard: visit.onboard });
    return number;
  });
  return Object.assign(stops, { visits: order });
}

/** Days 1, 2, 3 and 5 -> "1-3, 5". */
export function dayRange(days: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const day of [...days].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && day === run[1] + 1) run[1] = day;
    else runs.push([day, day]);
  }
  return runs.map(([a, b]) => (a === b ? String(a) : `${a}-${b}`)).join(", ");
}

// Equirectangular, x shrunk by cos(latitude) so a degree east is as long as it is on the ground there.
const project = (nights: readonly TripNight[]) => {
  const located = nights.filter((n) => !n.onboard && n.latitude !== undefined && n.longitude !== undefined);
  const meanLatitude = located.reduce((sum, n) => sum + (n.latitude ?? 0), 0) / (located.length || 1);
  const k = Math.cos((meanLatitude * Math.PI) / 180);
  return (n: TripNight): Point | undefined =>
    n.onboard || n.latitude === undefined || n.longitude === undefined ? undefined : { x: n.longitude * k, y: -n.latitude };
};

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const along = (a: Point, direction: Point, length: number): Point => ({ x: a.x + direction.x * length, y: a.y + direction.y * length });
const unit = (from: Point, to: Point, fallback: Point): Point => {
  const d = distance(from, to);
  return d > 1e-9 ? { x: (to.x - from.x) / d, y: (to.y - from.y) / d } : fallback;
};

/**
 * Places stops without a place on land (nights on board, or a stop without coordinates) on the
 * line between the located stops before and after them; before the first or after the last, the
 * line goes on the way it came; with no located stop at all, the stops stand on a straight line.
 */
function placeUnlocated(points: (Point | undefined)[]): Point[] {
  const anchors = points.flatMap((p, i) => (p ? [i] : []));
  if (anchors.length === 0) return points.map((_, i) => ({ x: i, y: 0 }));
  const located = anchors.map((i) => points[i] as Point);
  const xs = located.map((p) => p.x);
  const ys = located.map((p) => p.y);
  const extent = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
  const step = extent > 1e-9 ? extent / 4 : 1;
  const first = anchors[0];
  const last = anchors[anchors.length - 1];
  const result = [...points];
  // Before the first located stop: back along the line from the second one.
  const back = unit(located[1] ?? located[0], located[0], { x: -1, y: 0 });
  for (let i = 0; i < first; i++) result[i] = along(located[0], back, (first - i) * step);
  const on = unit(located[located.length - 2] ?? located[located.length - 1], located[located.length - 1], { x: 1, y: 0 });
  for (let i = last + 1; i < points.length; i++) result[i] = along(located[located.length - 1], on, (i - last) * step);
  for (let a = 0; a < anchors.length - 1; a++) {
    const [from, to] = [anchors[a], anchors[a + 1]];
    const [start, end] = [points[from] as Point, points[to] as Point];
    const between = to - from;
    for (let i = from + 1; i < to; i++) {
      const t = (i - from) / between;
      // A voyage back to the same port: out and back on a short spur instead of a single dot.
      result[i] =
        distance(start, end) > 1e-9
          ? { x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t }
          : along(start, { x: 0, y: -1 }, step * Math.min(i - from, to - i));
    }
  }
  return result as Point[];
}

/** Fits the points into the viewBox with padding, keeping their shape; one place alone is centred. */
function fitToBox(points: Point[], box: Box): { width: number; height: number; points: Point[] } {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const [dx, dy] = [maxX - minX, maxY - minY];
  const inner = box.width - 2 * box.padding;
  const tallest = box.maxHeight - 2 * box.padding;
  const scale = Math.min(dx > 1e-9 ? inner / dx : Number.POSITIVE_INFINITY, dy > 1e-9 ? tallest / dy : Number.POSITIVE_INFINITY);
  const s = Number.isFinite(scale) ? scale : 0;
  const height = Math.min(box.maxHeight, Math.max(box.minHeight, dy * s + 2 * box.padding));
  const [cx, cy] = [(minX + maxX) / 2, (minY + maxY) / 2];
  return { width: box.width, height, points: points.map((p) => ({ x: box.width / 2 + (p.x - cx) * s, y: height / 2 + (p.y - cy) * s })) };
}

/** Stops on the same spot (a loop back to Leh) stand side by side instead of hiding each other. */
function spreadTwins(points: Point[]): Point[] {
  const gap = 2 * markerRadius + 2;
  const groups: number[][] = [];
  points.forEach((p, i) => {
    const group = groups.find((g) => distance(points[g[0]], p) < gap);
    if (group) group.push(i);
    else groups.push([i]);
  });
  const result = [...points];
  for (const group of groups) {
    const centre = points[group[0]];
    group.forEach((i, k) => {
      result[i] = { x: centre.x + (k - (group.length - 1) / 2) * gap, y: centre.y };
    });
  }
  return result;
}

/**
 * The route drawing: one numbered stop per place stayed at, fitted into the viewBox, and a leg for
 * each move from one visit to the next. Nights on board are placed along the visits' line (a voyage
 * between ports, or out and back from one), then each place stands where it was first reached.
 */
export function routeLayout(nights: readonly TripNight[], box: Partial<Box> = {}): RouteLayout {
  const size = { ...defaultBox, ...box };
  const visits = visitsOf(nights);
  const merged = mergeNights(nights);
  const toPoint = project(nights);
  const placed = fitToBox(placeUnlocated(visits.map((visit) => toPoint(visit.night))), size);
  const firstVisit = merged.map((stop) => merged.visits.indexOf(stop.number));
  const points = spreadTwins(firstVisit.map((v) => placed.points[v]));
  const stops = merged.map((stop, i) => ({ ...stop, ...points[i] }));
  const legs = merged.visits.slice(1).map((to, i) => {
    const [a, b] = [stops[merged.visits[i] - 1], stops[to - 1]];
    return { from: a, to: b, onboard: Boolean(a.onboard || b.onboard) };
  });
  return { width: placed.width, height: placed.height, stops, legs };
}

/** A stop's name beside its marker, where it fits: its box in viewBox units and how it is anchored. */
export interface StopLabel {
  x: number;
  y: number;
  anchor: "start" | "end" | "middle";
}

/** The labels' size in viewBox units (13: about 12 px with the drawing 300 px wide), and a generous width per letter, as no font is measured at build. */
export const labelSize = 13;
const LETTER = 0.62 * labelSize;

type Rect = { left: number; top: number; right: number; bottom: number };
const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Names on the drawing where the room allows: each stop's name to the right of its marker, else
 * left, below or above, inside the drawing and clear of every marker and of the names already
 * placed; a name with no room is left off the drawing (the list beside it names every stop).
 */
export function stopLabels(layout: Pick<RouteLayout, "width" | "height" | "stops">, radius = markerRadius): (StopLabel | null)[] {
  const markers: Rect[] = layout.stops.map((s) => ({ left: s.x - radius, top: s.y - radius, right: s.x + radius, bottom: s.y + radius }));
  const placed: Rect[] = [];
  return layout.stops.map((stop) => {
    const width = [...stop.place].length * LETTER;
    const gap = radius + 4;
    const half = labelSize / 2;
    const candidates: (StopLabel & { box: Rect })[] = [
      { x: stop.x + gap, y: stop.y, anchor: "start", box: { left: stop.x + gap, right: stop.x + gap + width, top: stop.y - half, bottom: stop.y + half } },
      { x: stop.x - gap, y: stop.y, anchor: "end", box: { left: stop.x - gap - width, right: stop.x - gap, top: stop.y - half, bottom: stop.y + half } },
      {
        x: stop.x,
        y: stop.y + gap + half,
        anchor: "middle",
        box: { left: stop.x - width / 2, right: stop.x + width / 2, top: stop.y + gap, bottom: stop.y + gap + labelSize },
      },
      {
        x: stop.x,
        y: stop.y - gap - half,
        anchor: "middle",
        box: { left: stop.x - width / 2, right: stop.x + width / 2, top: stop.y - gap - labelSize, bottom: stop.y - gap },
      },
    ];
    const fits = candidates.find(
      ({ box }) =>
        box.left >= 0 &&
        box.right <= layout.width &&
        box.top >= 0 &&
        box.bottom <= layout.height &&
        !markers.some((m) => overlaps(m, box)) &&
        !placed.some((p) => overlaps(p, box)),
    );
    if (!fits) return null;
    placed.push(fits.box);
    return { x: fits.x, y: fits.y, anchor: fits.anchor };
  });
}

/** High altitude: from 2,500 m people need to acclimatise; above 3,500 m, more so. */
const altitudeBands = { high: [altitudeMetres.high, altitudeMetres.veryHigh], veryHigh: [altitudeMetres.veryHigh, Number.POSITIVE_INFINITY] } as const;

/** The profile is worth drawing only if some night, or some pass crossed by day, is high up. */
export const needsProfile = (nights: readonly TripNight[], passes: readonly TripPass[] = []) =>
  [...nights, ...passes].some((n) => (n.altitude ?? 0) > altitudeBands.high[0]);

export interface ProfileScale {
  width: number;
  height: number;
  plot: { left: number; right: number; top: number; bottom: number };
  /** Top of the axis: the highest night rounded up to 500 m. */
  top: number;
  ticks: { value: number; y: number }[];
  points: { day: number; x: number; y?: number; altitude?: number }[];
  /** Each day's highest point crossed, between the nights it lies between: its marker, and its name above it. */
  passes: (TripPass & { x: number; y: number })[];
  /** Day labels shown: every one, or every second… when they would collide. */
  labelEvery: number;
  bands: { name: keyof typeof altitudeBands; y1: number; y2: number }[];
}

const profileBox = { width: 320, height: 200, left: 60, right: 8, top: 10, bottom: 26 };
/** Above the plot, room for a pass's name and altitude (two lines of 11 units) over its marker. */
const passLabelRoom = 34;

/**
 * Altitude profile: one point per night, y from sea level to the highest night or pass rounded up
 * to 500 m; a day's pass stands between the night before it and the night after it.
 */
export function profileScale(nights: readonly TripNight[], passes: readonly TripPass[] = []): ProfileScale {
  const { width, height } = profileBox;
  const plot = {
    left: profileBox.left,
    right: width - profileBox.right,
    top: passes.length ? passLabelRoom : profileBox.top,
    bottom: height - profileBox.bottom,
  };
  const highest = Math.max(0, ...nights.map((n) => n.altitude ?? 0), ...passes.map((p) => p.altitude));
  const top = Math.max(500, Math.ceil(highest / 500) * 500);
  // Ten labels in 160 units would crowd a phone: every 1,000 m once there would be more than six.
  const step = top / 500 <= 6 ? 500 : 1000;
  const y = (metres: number) => plot.bottom - (Math.min(metres, top) / top) * (plot.bottom - plot.top);
  const ticks = Array.from({ length: Math.floor(top / step) + 1 }, (_, i) => ({ value: i * step, y: y(i * step) }));
  const slot = (plot.right - plot.left) / Math.max(1, nights.length);
  const points = nights.map((n, i) => ({
    day: n.day,
    x: plot.left + slot * (i + 0.5),
    altitude: n.altitude,
    y: n.altitude === undefined ? undefined : y(n.altitude),
  }));
  const bands = (Object.keys(altitudeBands) as (keyof typeof altitudeBands)[])
    .filter((name) => altitudeBands[name][0] < top)
    .map((name) => ({ name, y1: y(altitudeBands[name][1]), y2: y(altitudeBands[name][0]) }));
  // Crossed on day d: after the night of day d - 1, before the night of day d (half a slot either side at the ends).
  const passPoints = passes.map((pass) => {
    const after = points.findIndex((p) => p.day >= pass.day);
    const x = after < 0 ? plot.right - slot / 2 + slot / 2 : after === 0 ? points[0].x - slot / 2 : (points[after - 1].x + points[after].x) / 2;
    return { ...pass, x: Math.min(plot.right, Math.max(plot.left, x)), y: y(pass.altitude) };
  });
  return { width, height, plot, top, ticks, points, passes: passPoints, labelEvery: Math.ceil(22 / slot), bands };
}

/** The way over each pass, as SVG path data: from the night before it, up to it, and down to the night after. */
export function passPaths(scale: Pick<ProfileScale, "points" | "passes">): string[] {
  return scale.passes.map((pass) => {
    const after = scale.points.findIndex((p) => p.day >= pass.day);
    const before = after < 0 ? scale.points.at(-1) : scale.points[after - 1];
    const next = after < 0 ? undefined : scale.points[after];
    const ends = [before, next].filter((p): p is { x: number; y: number; day: number } => p?.y !== undefined);
    if (!ends.length) return "";
    const [from, to] = [ends[0], ends[1]];
    return `M${from.x.toFixed(1)} ${from.y.toFixed(1)}L${pass.x.toFixed(1)} ${pass.y.toFixed(1)}${to ? `L${to.x.toFixed(1)} ${to.y.toFixed(1)}` : ""}`;
  });
}

/** The profile's line: runs of nights with a known altitude, as SVG path data. */
export function profilePath(points: ProfileScale["points"]): string {
  let path = "";
  let drawing = false;
  for (const p of points) {
    if (p.y === undefined) drawing = false;
    else {
      path += `${drawing ? "L" : "M"}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
      drawing = true;
    }
  }
  return path;
}

/** A stop as the drawing and its list show it: where its marker sits, and its days as text ("1-2"). */
export interface DrawnStop extends RouteStop {
  daysText: string;
}

/**
 * Everything the two drawings show, worked out at build (scripts/lib/glance-fields.ts gives each
 * package this as a field), so the page's script carries none of the geometry: the nights, the
 * route's stops and legs (by stop number), and the profile with its line, or null below 2,500 m.
 */
export interface TripDrawings {
  nights: TripNight[];
  route: {
    width: number;
    height: number;
    radius: number;
    /** Each stop, with its name's place on the drawing where there is room for it (null: only in the list). */
    stops: (DrawnStop & { label: StopLabel | null })[];
    labelSize: number;
    legs: { from: number; to: number; onboard: boolean }[];
  } | null;
  profile: (ProfileScale & { path: string; passPaths: string[] }) | null;
}

/**
 * The drawings as a page's query gives them: a JSON field, typed as any JSON by Gatsby's typegen.
 * Checked for the three parts the build writes, so a field of another shape fails the page
 * (and the build) naming the package, rather than drawing nothing.
 */
export function drawingsOf(json: unknown, slug: string): TripDrawings {
  if (isTripDrawings(json)) return json;
  throw new Error(`package ${slug}: its drawings field is not the build's TripDrawings (scripts/lib/glance-fields.ts)`);
}

const isTripDrawings = (json: unknown): json is TripDrawings =>
  typeof json === "object" && json !== null && "nights" in json && Array.isArray(json.nights) && "route" in json && "profile" in json;

export function tripDrawings(nights: readonly TripNight[], passes: readonly TripPass[] = []): TripDrawings {
  const layout = nights.length ? routeLayout(nights) : null;
  const profile = needsProfile(nights, passes) ? profileScale(nights, passes) : null;
  const labels = layout ? stopLabels(layout) : [];
  return {
    nights: [...nights],
    route: layout && {
      width: layout.width,
      height: layout.height,
      radius: markerRadius,
      stops: layout.stops.map((stop, i) => ({ ...stop, daysText: dayRange(stop.days), label: labels[i] })),
      labelSize,
      legs: layout.legs.map((leg) => ({ from: leg.from.number, to: leg.to.number, onboard: leg.onboard })),
    },
    profile: profile && { ...profile, path: profilePath(profile.points), passPaths: passPaths(profile) },
  };
}
