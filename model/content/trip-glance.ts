import { z } from "zod";
import { graphqlNames, longText, template, text } from "../primitives";
import { tripGrades } from "../grades";

// How hard a trip is, and the words of the trip-at-a-glance drawings on a package's page (the route
// of its nights and their altitudes, content/trip-glance.json); the grade filter on /packages takes the grades' names.

export const tripGrade = z
  .enum(tripGrades)
  .register(graphqlNames, { name: "TripGrade" })
  .describe("How hard the trip is: easy, moderate, challenging or strenuous (content/trip-glance.json says what each means).");

const gradeWords = z
  .strictObject({
    /** The grade's name, on the package's page and in the filter: "Moderate". */
    name: text,
    meaning: longText.describe("One sentence: the hours of walking a day, how high the nights are, and the fitness it asks."),
  })
  .register(graphqlNames, { name: "TripGradeWords" });

export const tripGlanceSchema = z.strictObject({
  /** Each grade's name and meaning: one entry per grade, so a new grade cannot go unexplained. */
  grades: z.strictObject({ easy: gradeWords, moderate: gradeWords, challenging: gradeWords, strenuous: gradeWords } satisfies Record<
    (typeof tripGrades)[number],
    typeof gradeWords
  >),
  /** The heading of the package page's section that holds the grade and the two drawings. */
  title: text,
  /** Before the grade's name on the page and on cards: "Grade". */
  gradeLabel: text,
  /** The page's sentence naming the grade, with its language's full stop: "{label}: {grade}." ("स्तर: कठिन।"). */
  gradeSentence: template("label", "grade"),
  /** On a card, the highest night where it is above 2,500 m: "Highest night {altitude}". */
  highestNight: template("altitude"),
  /** The headings of the two drawings: the map of the nights' stops, and their altitudes day by day. */
  routeTitle: text,
  profileTitle: text,
  /** The shaded altitude bands of the profile, with their range: from 2,500 m, and above 3,500 m. */
  bands: z.strictObject({
    high: text.describe('The band from 2,500 to 3,500 m, e.g. "2,500–3,500 m: high, altitude sickness possible".'),
    veryHigh: text.describe('The band above 3,500 m, e.g. "Above 3,500 m: very high, acclimatise first".'),
  }),
  /** The column headings of the table that says what the drawings show, for screen readers and without the pictures. */
  table: z.strictObject({ day: text, stay: text, altitude: text }),
  metres: template("value").describe('An altitude with its unit, e.g. "{value} m" (3,500 m).'),
  /** A stop's nights under the route: "Day {days}" for one, "Days {days}" for more ({days} is "1-2" or "1-2, 5"). */
  day: template("days"),
  days: template("days"),
  /** The disclosure that opens the profile's table: "Show as a table". */
  showTable: text,
  /** A night moving, in place of a stop's altitude. */
  onboard: z.strictObject({ ship: text, train: text }),
  /** Under the profile of a trip with a night above 3,000 m: {guide} becomes a link to the destination guide's acclimatisation part. */
  altitudeNote: template("guide"),
  guideLink: text.describe("The words of the link that fills {guide} in the altitude note."),
  guideSection: text.describe(
    'A word of the heading of the guides\' part on acclimatisation, as the guides write it ("acclimatisation"): the note links to the first heading that holds it.',
  ),
  restDay: template("day").describe('Said of a rest day in the profile and the day list: "Day {day} is a rest day to acclimatise".'),
  /** The rest day's sentence after the altitude note, with its language's full stop: "{restDay}." ({restDay} is the link to that day). */
  restDayNote: template("restDay"),
  /** Under the profile, each day's highest point crossed (a pass), as the drawing marks it: "Day {day}: over {name} ({altitude})". */
  highPoint: template("day", "name", "altitude"),
});
