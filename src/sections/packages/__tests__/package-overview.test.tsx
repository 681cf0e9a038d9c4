import { render, screen, within } from "@testing-library/react";
import { PackageOverview } from "../package-overview";

const pkg = (slug: string, title: string, priceFrom: number) => ({ slug, title, destination: "Somewhere", duration: "4N/5D", priceFrom, image: null, imageAlt: "A photo" });

const categories = [
  { slug: "domestic", path: "/packages/domestic", name: "Domestic", title: "Domestic Holiday Packages", description: "India.", priceNote: "per person", packages: [pkg("goa", "Goa Beach Break", 14999), pkg("ladakh", "Ladakh Road Trip", 189999)] },
  { slug: "cruise", path: "/packages/cruise", name: "Cruise", title: "Cruise Holiday Packages", description: "At sea.", priceNote: "per cabin", packages: [pkg("med", "Mediterranean Cruise", 99999)] },
];

describe("PackageOverview", () => {
  it("lists each category in order with its packages, prices and links", () => {
    render(<PackageOverview categories={categories} />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Domestic Holiday Packages", "Cruise Holiday Packages"]);
    const domestic = screen.getByRole("list", { name: "Domestic Holiday Packages" });
    const cards = within(domestic).getAllByRole("listitem").filter((li) => li.parentElement === domestic);
    expect(cards.map((c) => within(c).getByRole("heading", { level: 3 }).textContent)).toEqual(["Goa Beach Break", "Ladakh Road Trip"]);
    expect(cards[1]).toHaveTextContent("from ₹1,89,999");
    expect(cards[1]).toHaveTextContent("4N/5D");
    expect(cards[1]).toHaveTextContent("Somewhere");
    expect(within(cards[0]).getByRole("link", { name: "Enquire about Goa Beach Break" })).toHaveAttribute("href", "/contact?package=goa");
    expect(screen.getByRole("link", { name: "All Cruise packages and terms" })).toHaveAttribute("href", "/packages/cruise");
    // The compact cards leave the highlight lists to the category pages.
    expect(screen.queryByRole("heading", { name: "Highlights" })).not.toBeInTheDocument();
  });
});
