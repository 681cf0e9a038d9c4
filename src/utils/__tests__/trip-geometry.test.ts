import { andaman, cruise, kerala, ladakh } from "../../sections/package/__fixtures__/trip-nights";
import {
  dayRange,
  labelSize,
  markerRadius,
  mergeNights,
  needsProfile,
  passPaths,
  profilePath,
  profileScale,
  routeLayout,
  stopLabels,
  tripDrawings,
  type TripNight,
} from "../trip-geometry";

describe("dayRange", () => {
  it.each([
    [[1], "1"],
    [[1, 2], "1-2"],
    [[5, 6], "5-6"],
    [[1, 2, 3, 5], "1-3, 5"],
    [[1, 3], "1, 3"],
  ])("%p -> %p", (days, text) => expect(dayRange(days)).toBe(text));
});

describe("mergeNights", () => {
  it("makes one stop of a place, with every day spent there, and keeps the order of the visits", () => {
    const stops = mergeNights(ladakh);
    expect(stops.map((s) => [s.number, s.place, s.days])).toEqual([
      [1, "Leh", [1, 2, 5, 6]],
      [2, "Camp in Hunder, Nubra Valley", [3]],
      [3, "Lakeside camp at Pangong Tso", [4]],
    ]);
    expect(dayRange(stops[0].days)).toBe("1-2, 5-6");
    expect(stops.visits).toEqual([1, 2, 3, 1]);
    expect(stops[2].altitude).toBe(4250);
  });

  it("keeps two nights on one ship together, marked on board", () => {
    expect([...mergeNights(cruise)]).toEqual([{ number: 1, place: "Ocean-view cabin at sea", days: [1, 2], altitude: 0, onboard: "ship" }]);
  });

  it("keeps runs on board apart even under one name: each voyage is its own stop", () => {
    const nights: TripNight[] = [
      { day: 1, place: "At sea", onboard: "ship" },
      { day: 2, place: "Penang", latitude: 5.4, longitude: 100.3 },
      { day: 3, place: "At sea", onboard: "ship" },
    ];
    expect(mergeNights(nights).map((s) => [s.number, s.place, s.days])).toEqual([
      [1, "At sea", [1]],
      [2, "Penang", [2]],
      [3, "At sea", [3]],
    ]);
  });
});

const inside = (layout: ReturnType<typeof routeLayout>) =>
  layout.stops.every((s) => s.x - markerRadius >= 0 && s.x + markerRadius <= layout.width && s.y - markerRadius >= 0 && s.y + markerRadius <= layout.height);

describe("routeLayout", () => {
  it("fits Ladakh's loop in the box, north up and east right, Leh one stop that the loop ends at", () => {
    const layout = routeLayout(ladakh);
    expect(layout.width).toBe(320);
    expect(inside(layout)).toBe(true);
    expect(layout.stops).toHaveLength(3);
    const [leh, hunder, pangong] = layout.stops;
    expect(hunder.y).toBeLessThan(leh.y); // Hunder is north of Leh
    expect(pangong.y).toBeGreaterThan(leh.y); // Pangong south of Leh
    expect(pangong.x).toBeGreaterThan(leh.x); // and east of it
    expect(hunder.x).toBeLessThan(pangong.x);
    // The loop: out from Leh, across to Pangong, and back to the same marker.
    expect(layout.legs.map((l) => [l.from.number, l.to.number, l.onboard])).toEqual([
      [1, 2, false],
      [2, 3, false],
      [3, 1, false],
    ]);
  });

  it("keeps the route's shape: a degree east shrinks by cos(latitude)", () => {
    // Two places one degree apart east-west and one degree north-south, at 60° N: half as wide as tall.
    const nights: TripNight[] = [
      { day: 1, place: "A", latitude: 60, longitude: 10 },
      { day: 2, place: "B", latitude: 61, longitude: 11 },
    ];
    const [a, b] = routeLayout(nights, { maxHeight: 400 }).stops;
    expect(Math.abs(b.x - a.x) / Math.abs(b.y - a.y)).toBeCloseTo(Math.cos((60.5 * Math.PI) / 180), 1);
  });

  it("keeps Kerala's stops in order from the hills down to the coast, inside the box", () => {
    const layout = routeLayout(kerala);
    expect(inside(layout)).toBe(true);
    const [munnar, thekkady, alleppey] = layout.stops;
    expect(munnar.y).toBeLessThan(thekkady.y);
    expect(alleppey.x).toBeLessThan(thekkady.x);
    expect(layout.height).toBeLessThanOrEqual(220);
  });

  it("centres a trip spent all at one place", () => {
    const layout = routeLayout(cruise);
    expect(layout.stops).toHaveLength(1);
    expect(layout.stops[0]).toMatchObject({ x: layout.width / 2, y: layout.height / 2, onboard: "ship" });
    expect(layout.legs).toEqual([]);
  });

  it("puts nights on board between the stops before and after them, on the line", () => {
    const nights: TripNight[] = [
      { day: 1, place: "Mumbai", latitude: 18.94, longitude: 72.84 },
      { day: 2, place: "At sea", onboard: "ship" },
      { day: 3, place: "Goa", latitude: 15.4, longitude: 73.8 },
    ];
    const [mumbai, sea, goa] = routeLayout(nights).stops;
    expect(sea.x).toBeCloseTo((mumbai.x + goa.x) / 2);
    expect(sea.y).toBeCloseTo((mumbai.y + goa.y) / 2);
    expect(routeLayout(nights).legs.map((l) => l.onboard)).toEqual([true, true]);
  });

  it("lines up nights at sea before the first port, apart and inside the box", () => {
    const layout = routeLayout(andaman);
    expect(layout.stops.map((s) => s.onboard)).toEqual(["ship", "ship", undefined]);
    expect(inside(layout)).toBe(true);
    const [first, second, portBlair] = layout.stops;
    expect(first.x).toBeLessThan(second.x);
    expect(second.x).toBeLessThan(portBlair.x);
    expect(first.y).toBeCloseTo(portBlair.y);
  });

  it("draws a trip all on board along a straight line", () => {
    const nights: TripNight[] = ["Singapore", "At sea", "Penang"].map((place, i) => ({ day: i + 1, place, onboard: "ship" }));
    const { stops } = routeLayout(nights);
    expect(new Set(stops.map((s) => s.y)).size).toBe(1);
    expect(stops[0].x).toBeLessThan(stops[1].x);
    expect(stops[1].x).toBeLessThan(stops[2].x);
  });
});

describe("the stops' names on the drawing", () => {
  const box = (label: NonNullable<ReturnType<typeof stopLabels>[number]>, place: string) => {
    const width = place.length * 0.62 * labelSize;
    const left = label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - width : label.x - width / 2;
    return { left, right: left + width, top: label.y - labelSize / 2, bottom: label.y + labelSize / 2 };
  };

  it("names every stop of Ladakh beside its marker, inside the drawing, no two names over each other", () => {
    const layout = routeLayout(ladakh);
    const labels = stopLabels(layout);
    const boxes = labels.map((label, i) => (label ? box(label, layout.stops[i].place) : null));
    expect(boxes.filter(Boolean).length).toBeGreaterThanOrEqual(2);
    expect(labels[0]).not.toBeNull(); // Leh
    for (const b of boxes) if (b) expect(b.left >= 0 && b.right <= layout.width && b.top >= 0 && b.bottom <= layout.height).toBe(true);
    const placed = boxes.filter((b): b is NonNullable<typeof b> => b !== null);
    for (const [i, a] of placed.entries())
      for (const b of placed.slice(i + 1)) expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(false);
  });

  it("leaves a name off the drawing where it has no room (the list names it)", () => {
    const nights: TripNight[] = [
      { day: 1, place: "A", latitude: 10, longitude: 70 },
      { day: 2, place: "A place whose name is far longer than the whole drawing is wide", latitude: 10, longitude: 71 },
    ];
    const layout = routeLayout(nights);
    expect(stopLabels(layout)).toEqual([expect.objectContaining({ anchor: expect.any(String) }), null]);
    expect(tripDrawings(nights).route?.stops.map((s) => s.label === null)).toEqual([false, true]);
  });
});

describe("altitude profile scale", () => {
  it("is needed for Ladakh, not for Kerala's hills or a cruise", () => {
    expect(needsProfile(ladakh)).toBe(true);
    expect(needsProfile(kerala)).toBe(false);
    expect(needsProfile(cruise)).toBe(false);
  });

  it("runs from sea level to the highest night rounded up to 500 m, ticks every 500 m", () => {
    const nights: TripNight[] = [2800, 2600].map((altitude, i) => ({ day: i + 1, place: "Manali", altitude }));
    const scale = profileScale(nights);
    expect(scale.top).toBe(3000);
    expect(scale.ticks.map((t) => t.value)).toEqual([0, 500, 1000, 1500, 2000, 2500, 3000]);
    expect(scale.ticks[0].y).toBe(scale.plot.bottom);
    expect(scale.ticks.at(-1)!.y).toBe(scale.plot.top);
  });

  it("ticks every 1,000 m up high, one point per night in order, higher drawn higher", () => {
    const scale = profileScale(ladakh);
    expect(scale.top).toBe(4500);
    expect(scale.ticks.map((t) => t.value)).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(scale.points.map((p) => p.day)).toEqual([1, 2, 3, 4, 5, 6]);
    const xs = scale.points.map((p) => p.x);
    expect([...xs].sort((a, b) => a - b)).toEqual(xs);
    expect(scale.points[3].y).toBeLessThan(scale.points[0].y!); // Pangong above Leh
    expect(scale.points[2].y).toBeGreaterThan(scale.points[0].y!); // Hunder below
    expect(scale.labelEvery).toBe(1);
  });

  it("shades 2,500-3,500 m and above 3,500 m up to the top of the axis", () => {
    const scale = profileScale(ladakh);
    const y = (m: number) => scale.plot.bottom - (m / 4500) * (scale.plot.bottom - scale.plot.top);
    expect(scale.bands).toEqual([
      { name: "high", y1: y(3500), y2: y(2500) },
      { name: "veryHigh", y1: scale.plot.top, y2: y(3500) },
    ]);
    // A trip topping out at 3,000 m has only the first band.
    expect(profileScale([{ day: 1, place: "Kaza", altitude: 2900 }]).bands.map((b) => b.name)).toEqual(["high"]);
  });

  it("labels only every few days when a long trip's days would collide", () => {
    const month = Array.from({ length: 30 }, (_, i) => ({ day: i + 1, place: "Camp", altitude: 3000 + i * 10 }));
    expect(profileScale(month).labelEvery).toBe(3);
  });

  it("breaks the line over a night of unknown altitude", () => {
    const nights: TripNight[] = [
      { day: 1, place: "Leh", altitude: 3500 },
      { day: 2, place: "Train" },
      { day: 3, place: "Leh", altitude: 3500 },
    ];
    expect(profilePath(profileScale(nights).points).match(/M/g)).toHaveLength(2);
  });

  it("marks each day's pass between the nights around it, and raises the axis to the highest pass", () => {
    const passes = [
      { day: 3, name: "Khardung La", altitude: 5359 },
      { day: 5, name: "Chang La", altitude: 5360 },
    ];
    const scale = profileScale(ladakh, passes);
    expect(scale.top).toBe(5500);
    const [khardung, chang] = scale.passes;
    // Day 3's pass between the nights of days 2 and 3; day 5's between days 4 and 5.
    expect(khardung.x).toBeCloseTo((scale.points[1].x + scale.points[2].x) / 2);
    expect(chang.x).toBeCloseTo((scale.points[3].x + scale.points[4].x) / 2);
    expect(khardung.y).toBeLessThan(Math.min(...scale.points.map((p) => p.y ?? Infinity)));
    // Room above the plot for a pass's name and altitude.
    expect(khardung.y - 26).toBeGreaterThanOrEqual(0);
    expect(passPaths(scale)[0]).toBe(
      `M${scale.points[1].x.toFixed(1)} ${scale.points[1].y!.toFixed(1)}L${khardung.x.toFixed(1)} ${khardung.y.toFixed(1)}L${scale.points[2].x.toFixed(1)} ${scale.points[2].y!.toFixed(1)}`,
    );
  });

  it("draws a profile for a trip whose nights are low but whose day crosses a high pass", () => {
    const low: TripNight[] = [
      { day: 1, place: "Manali", altitude: 2050 },
      { day: 2, place: "Keylong", altitude: 2080 },
    ];
    expect(needsProfile(low)).toBe(false);
    expect(needsProfile(low, [{ day: 2, name: "Rohtang La", altitude: 3978 }])).toBe(true);
  });
});
