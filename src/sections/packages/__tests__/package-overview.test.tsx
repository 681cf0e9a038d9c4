import { render, screen, within } from "@testing-library/react";
import { PackageOverview } from "../package-overview";
import { resolvedPrice } from "../__fixtures__/price";
import { LocaleContext } from "../../../i18n/locale-context";
import { cruiseCategory, domesticCategory } from "../__fixtures__/categories";

const pkg = (slug: string, title: string, from?: number) => ({
  slug,
  grade: "easy" as const,
  path: `/packages/x/${slug}`,
  title,
  destination: "Somewhere",
  days: 5,
  nights: 4,
  price: { ...resolvedPrice({ from }), basis: "per person, twin sharing" },
  image: null,
  imageAlt: "A photo",
});

const categories = [
  { ...domesticCategory, cards: [pkg("goa", "Goa Beach Break", 14999), pkg("ladakh", "Ladakh Road Trip", 189999)], more: [] },
  { ...cruiseCategory, cards: [pkg("med", "Mediterranean Cruise")], more: [] },
];
const words = { more: "More {name} packages" };

describe("PackageOverview", () => {
  it("lists each category in order with its packages, prices and links", () => {
    render(<PackageOverview categories={categories} {...words} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Domestic Holiday Packages", "Cruise Holiday Packages"]);
    const domestic = screen.getByRole("list", { name: "Domestic Holiday Packages" });
    const cards = within(domestic)
      .getAllByRole("listitem")
      .filter((li) => li.parentElement === domestic);
    expect(cards.map((c) => within(c).getByRole("heading", { level: 3 }).textContent)).toEqual(["Goa Beach Break", "Ladakh Road Trip"]);
    expect(cards[1]).toHaveTextContent("from ₹1,99,499 per person, twin sharing");
    expect(cards[1]).toHaveTextContent("4N/5D");
    expect(cards[1]).toHaveTextContent("Somewhere");
    expect(cards[1]).toHaveTextContent("per person, twin sharing");
    expect(within(cards[1]).getByRole("link", { name: "Ladakh Road Trip" })).toHaveAttribute("href", "/packages/x/ladakh");
    // A package without a "from" price is priced on request.
    expect(within(screen.getByRole("list", { name: "Cruise Holiday Packages" })).getByRole("listitem")).toHaveTextContent("Price on request");
    expect(within(cards[0]).getByRole("link", { name: "Enquire about Goa Beach Break" })).toHaveAttribute("href", "/packages/x/goa/enquire#enquiry-form");
    expect(screen.getByRole("link", { name: "All Cruise packages and terms" })).toHaveAttribute("href", "/packages/cruise");
    // The compact cards leave the highlight lists to the category pages.
    expect(screen.queryByRole("heading", { name: "Highlights" })).not.toBeInTheDocument();
  });

  it("speaks Hindi on Hindi pages: the duration, the Enquire button's full name and the category link", () => {
    const cruise = { ...categories[1], name: "क्रूज़", cards: [pkg("med", "भूमध्य सागर क्रूज़", 99999)] };
    render(
      <LocaleContext.Provider value="hi">
        <PackageOverview categories={[cruise]} {...words} />
      </LocaleContext.Provider>,
    );
    expect(screen.getByRole("listitem")).toHaveTextContent("4 रात / 5 दिन");
    expect(screen.getByRole("link", { name: "भूमध्य सागर क्रूज़ के बारे में पूछताछ करें" })).toHaveAttribute("href", "/hi/packages/x/med/enquire#enquiry-form");
    expect(screen.getByRole("link", { name: "सभी क्रूज़ पैकेज और उनकी शर्तें" })).toHaveAttribute("href", "/hi/packages/cruise");
  });

  it("shows a category's cards, then lists its other packages as lines, each a link to its page", () => {
    // The lines carry no photo, place or price basis: the page's data has none for them.
    const { destination: _d, image: _i, imageAlt: _a, ...ladakh } = pkg("ladakh", "Ladakh Road Trip", 189999);
    const split = [{ ...categories[0], cards: [categories[0].cards[0]], more: [ladakh] }, categories[1]];
    render(<PackageOverview categories={split} more="More {name} packages" />);
    const cards = screen.getByRole("list", { name: "Domestic Holiday Packages" });
    expect(
      within(cards)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Goa Beach Break"]);
    const more = screen.getByRole("list", { name: "More Domestic packages" });
    expect(within(more).getByRole("link", { name: "Ladakh Road Trip" })).toHaveAttribute("href", "/packages/x/ladakh");
    expect(more).toHaveTextContent("4N/5D · from ₹1,99,499 · ₹1,89,999 + ₹9,500 GST (5%)");
    // A category within the limit has no such list.
    expect(screen.queryByRole("list", { name: "More Cruise packages" })).not.toBeInTheDocument();
  });
});
