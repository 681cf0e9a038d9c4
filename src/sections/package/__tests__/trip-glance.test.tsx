import { render, screen, within } from "@testing-library/react";
import { TripGlance } from "../trip-glance";
import { LocaleContext } from "../../../i18n/locale-context";
import { glanceWords } from "../__fixtures__/kerala";
import ladakhEn from "../../../../content/packages/ladakh-road-trip.json";
import ladakhHi from "../../../../content/hi/packages/ladakh-road-trip.json";
import kerala from "../../../../content/packages/kerala-backwaters.json";
import cruise from "../../../../content/packages/mumbai-goa-coastal-cruise.json";
import { glanceFields } from "../../../../scripts/lib/glance-fields";
import { latinStops } from "../../../../scripts/content/latin-stops";
import { fill } from "../../../utils/fill";

type Locale = "en" | "hi";
const guidePart = "/guides/ladakh#health-and-acclimatisation";

function renderGlance(pkg: { grade: string; itinerary: readonly object[] }, locale: Locale = "en", acclimatisation?: string) {
  // The fields the build works out from the itinerary, as the page query gives them.
  const { highestNight, drawings } = glanceFields.PackagesJson;
  render(
    <LocaleContext.Provider value={locale}>
      <TripGlance
        grade={pkg.grade as Queries.TripGrade}
        highestNight={highestNight.resolve(pkg as never)}
        drawings={drawings.resolve(pkg as never)}
        days={pkg.itinerary}
        words={glanceWords[locale]}
        acclimatisation={acclimatisation}
      />
    </LocaleContext.Provider>,
  );
  return screen.getByRole("region", { name: glanceWords[locale].title });
}

describe("TripGlance", () => {
  it.each([
    ["en", ladakhEn],
    ["hi", ladakhHi],
  ] as const)(
    "on a high trip (%s): the grade and what it means, the route, the profile and a note linking the guide's part and the rest day",
    (locale, ladakh) => {
      const words = glanceWords[locale];
      const glance = renderGlance(ladakh, locale, guidePart);
      const grade = words.grades[ladakh.grade as Queries.TripGrade];
      expect(glance).toHaveTextContent(`${fill(words.gradeSentence, { label: words.gradeLabel, grade: grade.name })} ${grade.meaning}`);
      // The stops in order, in the page's language: Leh (its days before and after the loop), Hunder, Pangong.
      const stops = within(glance).getAllByRole("list")[0];
      expect(
        within(stops)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ).toHaveLength(3);
      expect(stops).toHaveTextContent(ladakh.itinerary[0].overnight as string);
      // The profile's table: one row per night, with its altitude.
      const table = within(glance).getByRole("table");
      expect(within(table).getAllByRole("row")).toHaveLength(1 + ladakh.itinerary.filter((d) => "overnight" in d && d.overnight).length);
      const note = within(glance).getByRole("note");
      expect(within(note).getByRole("link", { name: words.guideLink })).toHaveAttribute("href", locale === "en" ? guidePart : `/hi${guidePart}`);
      expect(within(note).getByRole("link", { name: words.restDay.replace("{day}", "2") })).toHaveAttribute("href", "#day-2");
      expect(note).toHaveTextContent(`${fill(words.restDayNote, { restDay: fill(words.restDay, { day: 2 }) })}`);
      // The drawings themselves are hidden from screen readers: their lists and table say it.
      for (const svg of glance.querySelectorAll("svg")) expect(svg).toHaveAttribute("aria-hidden", "true");
    },
  );

  it("ends its Hindi sentences with the danda: the component writes no full stop of its own", () => {
    const glance = renderGlance(ladakhHi, "hi", guidePart);
    expect(glance).toHaveTextContent("स्तर: मध्यम। कुछ दिनों में");
    expect(within(glance).getByRole("note")).toHaveTextContent(/ज़रूर पढ़ें। दिन 2 ऊँचाई की आदत डालने के लिए आराम का दिन है।$/);
    expect(latinStops(glance.textContent ?? "")).toEqual([]);
  });

  it("on a sea-level trip: the grade and the route, no profile and no note", () => {
    const glance = renderGlance(kerala);
    expect(glance).toHaveTextContent(glanceWords.en.grades.easy.name);
    expect(within(glance).queryByRole("table")).toBeNull();
    expect(within(glance).queryByRole("note")).toBeNull();
    expect(glance).toHaveTextContent("Munnar");
  });

  it("on a cruise: the nights are on board, with no altitude", () => {
    const glance = renderGlance(cruise);
    expect(glance).toHaveTextContent(glanceWords.en.onboard.ship);
    expect(within(glance).queryByRole("table")).toBeNull();
    const stops = within(glance).getByRole("list");
    expect(within(stops).getAllByRole("listitem")).toHaveLength(1);
    expect(stops).not.toHaveTextContent(/\d m\b/);
  });
});
