import { render, screen, within } from "@testing-library/react";
import { GuideDetail } from "../guide-detail";
import { LocaleContext } from "../../../i18n/locale-context";

const words = {
  contents: "On this page",
  bestTime: "Best time to go",
  gettingThere: "Getting there",
  packages: "Trips to {destination}",
  photoCredit: "Photo: {author} ({licence})",
  read: "Read our {destination} travel guide",
};

const guide = {
  slug: "ladakh",
  path: "/guides/ladakh",
  html: '<h2 id="when-to-go">When to go</h2><p>June.</p><h3 id="in-june">In June</h3><h2 id="what-to-pack">What to pack</h2>',
  headings: [
    { id: "when-to-go", value: "When to go", depth: 2 },
    { id: "in-june", value: "In June", depth: 3 },
    { id: "what-to-pack", value: "What to pack", depth: 2 },
  ],
  frontmatter: {
    title: "Ladakh travel guide",
    destination: "Ladakh",
    summary: "When to go to Ladakh and how to get there.",
    bestMonths: ["jun", "jul"],
    bestTimeNote: "The passes are open.",
    gettingThere: ["Fly from Delhi to Leh.", "Or drive from Manali."],
    packages: ["ladakh-road-trip"],
    imageAlt: "A mountain ridge",
    image: { relativePath: "images/mountain-ridge.jpg", childImageSharp: null },
  },
} as Queries.GuideDetailFragment;

const trip = {
  slug: "ladakh-road-trip",
  path: "/packages/domestic/ladakh-road-trip",
  title: "Ladakh Road Trip",
  destination: "Leh",
  grade: "moderate",
  highestNight: 4250,
  days: 8,
  nights: 7,
  price: { from: 32999, basis: "per person" },
  imageAlt: "A road",
  image: { childImageSharp: null },
} as Queries.PackageCardFragment;

const renderGuide = (packages = [trip]) =>
  render(
    <LocaleContext.Provider value="en">
      <GuideDetail guide={guide} words={words} months={["June", "July"]} credit={{ author: "A. Photographer", licence: "CC-BY-4.0" }} packages={packages} />
    </LocaleContext.Provider>,
  );

describe("GuideDetail", () => {
  it("has a table of contents linking every section in order, the body's parts indented under theirs", () => {
    renderGuide();
    const contents = screen.getByRole("navigation", { name: "On this page" });
    const links = within(contents).getAllByRole("link");
    expect(links.map((l) => [l.textContent, l.getAttribute("href")])).toEqual([
      ["Best time to go", "#guide-best-time"],
      ["Getting there", "#guide-getting-there"],
      ["When to go", "#when-to-go"],
      ["In June", "#in-june"],
      ["What to pack", "#what-to-pack"],
      ["Trips to Ladakh", "#guide-packages"],
    ]);
    // Every link leads to a heading on the page.
    for (const link of links) expect(document.getElementById(link.getAttribute("href")!.slice(1))).not.toBeNull();
  });

  it("shows the best months, the way there, the cover's credit and the packages as cards linking their pages", () => {
    renderGuide();
    expect(
      within(screen.getByRole("region", { name: "Best time to go" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["June", "July"]);
    expect(screen.getByRole("region", { name: "Getting there" })).toHaveTextContent("Fly from Delhi to Leh.Or drive from Manali.");
    expect(screen.getByText("Photo: A. Photographer (CC-BY-4.0)")).toBeInTheDocument();
    const trips = screen.getByRole("region", { name: "Trips to Ladakh" });
    expect(within(trips).getByRole("link", { name: "Ladakh Road Trip" })).toHaveAttribute("href", "/packages/domestic/ladakh-road-trip");
  });

  it("leaves out the trips section when none of its packages is published in the page's language", () => {
    renderGuide([]);
    expect(screen.queryByRole("region", { name: "Trips to Ladakh" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Trips to Ladakh" })).toBeNull();
  });

  it("gives the site search the guide's own words, not its package cards", () => {
    renderGuide();
    const ignored = (el: Element) => el.closest("[data-pagefind-ignore]");
    expect(ignored(screen.getByRole("link", { name: "Ladakh Road Trip" }))).not.toBeNull();
    expect(ignored(screen.getByRole("heading", { level: 2, name: "Trips to Ladakh" }))).not.toBeNull();
    expect(ignored(screen.getByRole("heading", { level: 1, name: "Ladakh travel guide" }))).toBeNull();
    expect(ignored(screen.getByRole("region", { name: "Getting there" }))).toBeNull();
    // "On this page" repeats the headings the index already reads.
    expect(ignored(screen.getByRole("navigation", { name: "On this page" }))).not.toBeNull();
  });
});
