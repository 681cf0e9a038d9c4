import { act, render, screen, within } from "@testing-library/react";
import { monthNamesIn } from "../../../utils/month-names";
import userEvent from "@testing-library/user-event";
import { PackageFinder } from "../package-finder";
import words from "../../../../content/package-filters.json";
import type { TripGradeName } from "../../../../model/grades";
import { resolvedPrice } from "../__fixtures__/price";
import { cruiseCategory, domesticCategory } from "../__fixtures__/categories";

const pkg = (
  slug: string,
  title: string,
  category: string,
  order: number,
  days: number,
  from: number | undefined,
  themes: string[],
  grade: TripGradeName = "easy",
) => ({
  slug,
  grade,
  path: `/packages/${category}/${slug}`,
  title,
  destination: "Somewhere",
  days,
  nights: days - 1,
  price: { ...resolvedPrice({ from }), basis: "per person" },
  image: null,
  imageAlt: "A photo",
  category,
  order,
  themes,
});

// The finder's file: every package's card with what the filters read.
const everyPackage = [
  pkg("ladakh", "Ladakh Road Trip", "domestic", 1, 7, 32999, ["adventure"], "moderate"),
  pkg("goa", "Goa Beach Break", "domestic", 2, 4, 14999, ["beach", "family"]),
  pkg("med", "Mediterranean Cruise", "cruise", 1, 8, undefined, ["family"]),
];
const [ladakh, goa, med] = everyPackage;
// The page's own data: a card for Ladakh, a line for Goa (one card per category), a card for the cruise.
const categories = [
  {
    ...domesticCategory,
    cards: [ladakh],
    more: [{ slug: goa.slug, path: goa.path, title: goa.title, days: goa.days, nights: goa.nights, price: goa.price }],
  },
  { ...cruiseCategory, cards: [med], more: [] },
];
const themes = [
  { slug: "family", name: "Family" },
  { slug: "beach", name: "Beach" },
  { slug: "adventure", name: "Adventure" },
];
const grades = [
  { slug: "easy", name: "Easy", meaning: "Short walks." },
  { slug: "moderate", name: "Moderate", meaning: "Nights up to 3,500 m." },
  { slug: "challenging", name: "Challenging", meaning: "Long days above 4,000 m." },
  { slug: "strenuous", name: "Strenuous", meaning: "Expeditions." },
];
const finderData = "/static/packages-en-0123456789abcdef.json";

/** A fetch that answers with the finder's file, or fails, until told otherwise; each answer waits for `release`. */
function mockFetch(answers: ("ok" | "fail")[]) {
  const pending: (() => void)[] = [];
  const fetch = jest.fn((url: string) => {
    const answer = answers.shift() ?? "ok";
    return new Promise((resolve, reject) => {
      pending.push(() =>
        answer === "ok" ? resolve({ ok: true, status: 200, json: async () => everyPackage }) : reject(new TypeError(`Failed to fetch ${url}`)),
      );
    });
  });
  window.fetch = fetch as typeof window.fetch;
  const release = async () => {
    await act(async () => {
      for (const answer of pending.splice(0)) answer();
    });
  };
  return { fetch, release };
}

const renderAt = (search: string) => {
  window.history.replaceState(null, "", `/packages${search}`);
  return render(
    <PackageFinder
      words={words as Queries.PackageFinderFragment}
      categories={categories}
      themes={themes}
      grades={grades}
      finderData={finderData}
      buildDay="2026-11-24"
      monthNames={monthNamesIn("en-GB")}
    />,
  );
};
const titles = () =>
  within(screen.getByRole("list", { name: /packages?$/ }))
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

describe("PackageFinder", () => {
  it("opens filtered from the address: says it is loading, then shows the matching cards", async () => {
    const { fetch, release } = mockFetch(["ok"]);
    renderAt("?theme=family&sort=price");
    expect(fetch).toHaveBeenCalledWith(finderData);
    expect(screen.getByRole("status")).toHaveTextContent(words.loading);
    expect(screen.getByLabelText("Theme")).toHaveValue("family");
    await release();
    expect(screen.getByRole("status")).toHaveTextContent("2 packages");
    expect(titles()).toEqual(["Goa Beach Break", "Mediterranean Cruise"]);
  });

  it("filters by grade from the address and from its control, written into the address", async () => {
    const { release } = mockFetch(["ok"]);
    renderAt("?grade=moderate");
    await release();
    expect(screen.getByLabelText("Grade")).toHaveValue("moderate");
    expect(titles()).toEqual(["Ladakh Road Trip"]);
    await userEvent.selectOptions(screen.getByLabelText("Grade"), "easy");
    expect(window.location.search).toBe("?grade=easy");
    expect(titles()).toEqual(["Goa Beach Break", "Mediterranean Cruise"]);
  });

  it("fetches nothing for a visitor who never filters; the first focus on the form fetches the cards once", async () => {
    const { fetch, release } = mockFetch(["ok"]);
    renderAt("");
    expect(screen.getByRole("status")).toHaveTextContent("3 packages");
    expect(screen.getByRole("list", { name: "More Domestic packages" })).toHaveTextContent("Goa Beach Break");
    expect(fetch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText("Theme"));
    await userEvent.click(screen.getByLabelText("Budget per person, GST included"));
    await release();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent("3 packages");
  });

  it("writes each change into the address in place of the last, adding no history entry (Back leaves the page)", async () => {
    const { release } = mockFetch(["ok"]);
    renderAt("");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Domestic Holiday Packages", "Cruise Holiday Packages"]);
    const before = window.history.length;
    await userEvent.selectOptions(screen.getByLabelText("Theme"), "family");
    await release();
    await userEvent.selectOptions(screen.getByLabelText("Duration"), "up-to-4-days");
    expect(window.location.search).toBe("?theme=family&duration=up-to-4-days");
    expect(window.history.length).toBe(before);
    expect(screen.getByRole("status")).toHaveTextContent("1 package");
    expect(titles()).toEqual(["Goa Beach Break"]);

    // An address the browser goes back or forward to (another page's link to a filtered list) is read again.
    act(() => {
      window.history.replaceState(null, "", "/packages?theme=family");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByLabelText("Duration")).toHaveValue("");
    expect(titles()).toEqual(["Goa Beach Break", "Mediterranean Cruise"]);
  });

  it("folds the filters behind a button that says how many are set, with the grades' meanings one tap from the grade filter", async () => {
    const { release } = mockFetch(["ok"]);
    renderAt("?theme=family&grade=easy&sort=price");
    await release();
    const toggle = screen.getByRole("button", { name: "Filters, 2 set" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(document.getElementById(toggle.getAttribute("aria-controls") ?? "")).toContainElement(screen.getByLabelText("Grade"));
    const meanings = screen.getByText(words.gradesMeaning).closest("details") as HTMLElement;
    for (const g of grades) expect(meanings).toHaveTextContent(`${g.name}${g.meaning}`);
    await userEvent.click(screen.getByRole("button", { name: words.clear }));
    expect(screen.getByRole("button", { name: "Filters" })).toBeInTheDocument();
  });

  it("says so when the cards cannot be fetched, keeps the choice, and tries again on request", async () => {
    const { fetch, release } = mockFetch(["fail", "ok"]);
    renderAt("");
    await userEvent.selectOptions(screen.getByLabelText("Theme"), "family");
    expect(screen.getByRole("status")).toHaveTextContent(words.loading);
    await release();
    expect(screen.getByRole("status")).toHaveTextContent(words.loadFailed);
    expect(screen.getByLabelText("Theme")).toHaveValue("family");
    expect(window.location.search).toBe("?theme=family");
    expect(screen.queryByRole("heading", { level: 3 })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: words.retry }));
    expect(screen.getByRole("status")).toHaveTextContent(words.loading);
    await release();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.getByRole("status")).toHaveTextContent("2 packages");
    expect(screen.queryByRole("button", { name: words.retry })).not.toBeInTheDocument();
    expect(titles()).toEqual(["Goa Beach Break", "Mediterranean Cruise"]);
  });

  it("counts an answer that is not the file (a 404) as a failure", async () => {
    window.fetch = jest.fn(async () => ({ ok: false, status: 404, json: async () => ({}) }) as Response);
    renderAt("?category=cruise");
    expect(await screen.findByText(words.loadFailed)).toBeInTheDocument();
    expect(screen.getByLabelText("Category")).toHaveValue("cruise");
  });

  it("offers to clear an empty result, and an enquiry whose message names the filters", async () => {
    const { release } = mockFetch(["ok"]);
    renderAt("?theme=adventure&budget=under-25000");
    await release();
    expect(screen.getByRole("status")).toHaveTextContent("0 packages");
    const enquiry = screen.getByRole("link", { name: words.enquire });
    const message = new URLSearchParams(enquiry.getAttribute("href")!.split("?")[1]).get("message");
    expect(message).toBe(
      "I am looking for a package with these choices: Theme: Adventure, Budget per person, GST included: Under ₹25,000. Please suggest a trip.",
    );
    await userEvent.click(screen.getAllByRole("button", { name: words.clear }).at(-1)!);
    expect(window.location.search).toBe("");
    expect(screen.getByRole("status")).toHaveTextContent("3 packages");
  });
});
