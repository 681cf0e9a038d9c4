/** @jest-environment node */
import path from "node:path";
import { staticRoutes } from "../validate";
import { contentCopy } from "../__fixtures__/content-copy";

// The trip at a glance (issue 55): each night's stay (altitude and position, or on board), each
// package's grade and its rest days, drawn as a route map and an altitude profile. Each test takes
// the real content, breaks one value and expects the check to refuse it, naming file and field.
const { edit, editBoth, report } = contentCopy(staticRoutes(path.join(__dirname, "..", "..", "..", "src", "pages")));
/**
 * The errors about these packages, in either language: a package that fails its schema is left out
 * of the rules after it, so the pages and guides naming it report it unknown too (known-references.ts).
 */
const errorsAbout = (...files: string[]) => report().errors.filter((e) => files.some((f) => e.startsWith(`content/${f} `) || e.startsWith(`content/hi/${f} `)));

const ladakh = "packages/ladakh-road-trip.json";
const cruise = "packages/mumbai-goa-coastal-cruise.json";
const day = (n: number, field = "") => `› itinerary › item ${n} › ${field}`;

describe("the trip at a glance: stays, grades and rest days", () => {
  it("accepts the shipped content: every night but the last has its stay, every package its grade", () => {
    expect(report().errors).toEqual([]);
  });

  it.each([
    ["altitude", 6001, "must be at most 6000, found number 6001"],
    ["altitude", -51, "must be at least -50, found number -51"],
    ["altitude", 3500.5, "should be a int, found number 3500.5"],
    ["latitude", 90.5, "must be at most 90, found number 90.5"],
    ["latitude", -91, "must be at least -90, found number -91"],
    ["longitude", 180.1, "must be at most 180, found number 180.1"],
    ["longitude", -181, "must be at least -180, found number -181"],
  ])("refuses a stay's %s of %p, in either language", (field, value, message) => {
    editBoth(ladakh, (p) => (p.itinerary[0].stay[field] = value));
    expect(errorsAbout(ladakh)).toEqual([
      `content/${ladakh} ${day(1, `stay › ${field}`)}: ${message}`,
      `content/hi/${ladakh} ${day(1, `stay › ${field}`)}: ${message}`,
    ]);
  });

  it("refuses an unknown grade and a missing one", () => {
    editBoth(ladakh, (p) => (p.grade = "extreme"));
    editBoth(cruise, (p) => delete p.grade);
    const grades = 'must be one of "easy", "moderate", "challenging", "strenuous"';
    expect(errorsAbout(ladakh, cruise)).toEqual([
      `content/${ladakh} › grade: ${grades}, found "extreme"`,
      `content/${cruise} › grade: ${grades}, found nothing`,
      `content/hi/${ladakh} › grade: ${grades}, found "extreme"`,
      `content/hi/${cruise} › grade: ${grades}, found nothing`,
    ]);
  });

  it("refuses an overnight without a stay, and a stay without an overnight", () => {
    editBoth(ladakh, (p) => delete p.itinerary[2].stay);
    editBoth(ladakh, (p) => delete p.itinerary[3].overnight);
    expect(report().errors).toEqual([
      `content/${ladakh} ${day(3, "stay")}: missing; the night at "Camp in Hunder, Nubra Valley" needs its stay (altitude, latitude and longitude, or onboard) for the route map`,
      `content/${ladakh} ${day(4, "stay")}: a stay without an overnight; name the night's stop in "overnight" or remove the stay`,
    ]);
  });

  it("lets the last day name an overnight without a stay (a night flight home), not a stay without one", () => {
    editBoth(ladakh, (p) => (p.itinerary[6].overnight = "Night flight to Delhi"));
    expect(report().errors).toEqual([]);
    editBoth(ladakh, (p) => {
      delete p.itinerary[6].overnight;
      p.itinerary[6].stay = { altitude: 216, latitude: 28.5562, longitude: 77.1 };
    });
    expect(report().errors).toEqual([
      `content/${ladakh} ${day(7, "stay")}: a stay without an overnight; name the night's stop in "overnight" or remove the stay`,
    ]);
  });

  it("refuses a stay that mixes a place and a night on board, or gives half a place", () => {
    editBoth(cruise, (p) => (p.itinerary[0].stay.altitude = 0));
    editBoth(ladakh, (p) => delete p.itinerary[0].stay.longitude);
    editBoth(ladakh, (p) => (p.itinerary[1].stay = {}));
    editBoth(ladakh, (p) => (p.itinerary[2].stay.onboard = "boat"));
    const place = "missing; a night at a place gives its altitude, latitude and longitude (or onboard for a night moving)";
    expect(errorsAbout(ladakh, cruise)).toEqual([
      `content/${ladakh} ${day(3, "stay › onboard")}: must be one of "ship", "train", found "boat"`,
      `content/${cruise} ${day(1, "stay › altitude")}: a night on board (ship) has no altitude; remove it, or remove onboard for a night at a place`,
      `content/hi/${ladakh} ${day(3, "stay › onboard")}: must be one of "ship", "train", found "boat"`,
    ]);
    // With the unknown vehicle gone, the rule reads Ladakh too.
    editBoth(ladakh, (p) => delete p.itinerary[2].stay.onboard);
    expect(report().errors).toEqual([
      `content/${ladakh} ${day(1, "stay › longitude")}: ${place}`,
      `content/${ladakh} ${day(2, "stay › altitude")}: ${place}`,
      `content/${ladakh} ${day(2, "stay › latitude")}: ${place}`,
      `content/${ladakh} ${day(2, "stay › longitude")}: ${place}`,
      `content/${cruise} ${day(1, "stay › altitude")}: a night on board (ship) has no altitude; remove it, or remove onboard for a night at a place`,
    ]);
  });

  it("refuses a Hindi package whose grade, stays or rest days differ from English", () => {
    const hi = `content/hi/${ladakh}`;
    edit(`hi/${ladakh}`, (p) => {
      p.grade = "challenging";
      p.itinerary[0].stay.altitude = 3505;
      p.itinerary[2].stay.latitude = 34.6;
      p.itinerary[3].stay.longitude = 78;
      delete p.itinerary[1].restDay;
      p.itinerary[4].restDay = true;
    });
    edit(`hi/${cruise}`, (p) => (p.itinerary[1].stay.onboard = "train"));
    expect(report().errors).toEqual([
      `${hi} › grade: "challenging", but the English file has "moderate": this field is the same in every language`,
      `${hi} ${day(1, "stay › altitude")}: 3505, but the English file has 3500: this field is the same in every language`,
      `${hi} ${day(2, "restDay")}: missing: the English file has it; translate it or remove it from both`,
      `${hi} ${day(3, "stay › latitude")}: 34.6, but the English file has 34.583: this field is the same in every language`,
      `${hi} ${day(4, "stay › longitude")}: 78, but the English file has 78.4573: this field is the same in every language`,
      `${hi} ${day(5, "restDay")}: not in the English file; add it there too or remove it here`,
      `content/hi/${cruise} ${day(2, "stay › onboard")}: "train", but the English file has "ship": this field is the same in every language`,
    ]);
  });

  it("refuses trip-glance words without their gaps, or a grade without its meaning, in either language", () => {
    edit("trip-glance.json", (t) => (t.altitudeNote = "Altitude sickness is a risk above about 2,500 m."));
    edit("hi/trip-glance.json", (t) => delete t.grades.strenuous);
    expect(report().errors).toEqual([
      'content/trip-glance.json › altitudeNote: must contain {guide}, found "Altitude sickness is a risk above about …"',
      "content/hi/trip-glance.json › grades › strenuous: is required but missing",
    ]);
  });

  it("refuses a day's highest point that is no higher than the nights around it, or beyond any pass on earth", () => {
    editBoth(ladakh, (p) => (p.itinerary[2].highPoint.altitude = 3400));
    editBoth(ladakh, (p) => (p.itinerary[4].highPoint.altitude = 9001));
    expect(errorsAbout(ladakh)).toEqual([
      `content/${ladakh} ${day(5, "highPoint › altitude")}: must be at most 9000, found number 9001`,
      `content/hi/${ladakh} ${day(5, "highPoint › altitude")}: must be at most 9000, found number 9001`,
    ]);
    editBoth(ladakh, (p) => (p.itinerary[4].highPoint.altitude = 5360));
    expect(report().errors).toEqual([
      `content/${ladakh} ${day(3, "highPoint › altitude")}: 3,400 m is not above the nights around it (Leh 3,500 m, Camp in Hunder, Nubra Valley 3,050 m); the profile marks the day's highest point crossed, above where the trip sleeps, or leave highPoint out`,
    ]);
  });

  it("refuses a Hindi pass at another altitude than English, or without its name", () => {
    edit(`hi/${ladakh}`, (p) => {
      p.itinerary[2].highPoint.altitude = 5360;
      delete p.itinerary[4].highPoint.name;
    });
    expect(errorsAbout(ladakh)).toEqual([`content/hi/${ladakh} ${day(5, "highPoint › name")}: is required but missing`]);
    edit(`hi/${ladakh}`, (p) => (p.itinerary[4].highPoint.name = "चांग ला"));
    expect(report().errors).toEqual([
      `content/hi/${ladakh} ${day(3, "highPoint › altitude")}: 5360, but the English file has 5359: this field is the same in every language`,
    ]);
  });
});
