import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PackageFinder } from "../package-finder";
import words from "../../../../content/package-filters.json";

const pkg = (slug: string, title: string, category: string, order: number, days: number, from: number | undefined, themes: string[]) => ({
  slug, path: `/packages/${category}/${slug}`, title, destination: "Somewhere", days, nights: days - 1, price: { from, basis: "per person" },
  image: null, imageAlt: "A photo", category, order, themes,
});

const categories = [
  { slug: "domestic", path: "/packages/domestic", name: "Domestic", title: "Domestic Holiday Packages", description: "India.",
    packages: [pkg("ladakh", "Ladakh Road Trip", "domestic", 1, 7, 32999, ["adventure"]), pkg("goa", "Goa Beach Break", "domestic", 2, 4, 14999, ["beach", "family"])] },
  { slug: "cruise", path: "/packages/cruise", name: "Cruise", title: "Cruise Holiday Packages", description: "At sea.",
    packages: [pkg("med", "Mediterranean Cruise", "cruise", 1, 8, undefined, ["family"])] },
];
const themes = [{ slug: "family", name: "Family" }, { slug: "beach", name: "Beach" }, { slug: "adventure", name: "Adventure" }];

const renderAt = (search: string) => {
  window.history.replaceState(null, "", `/packages${search}`);
  return render(<PackageFinder words={words as unknown as Queries.PackageFinderFragment} categories={categories} themes={themes} />);
};
const titles = () => within(screen.getByRole("list", { name: /packages?$/ })).getAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("PackageFinder", () => {
  it("opens filtered from the address, after rendering every package like the server", () => {
    renderAt("?theme=family&sort=price");
    expect(screen.getByRole("status")).toHaveTextContent("2 packages");
    expect(titles()).toEqual(["Goa Beach Break", "Mediterranean Cruise"]);
    expect(screen.getByLabelText("Theme")).toHaveValue("family");
  });

  it("writes each change to the address as a new history entry, and follows Back", async () => {
    renderAt("");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Domestic Holiday Packages", "Cruise Holiday Packages"]);
    const before = window.history.length;
    await userEvent.selectOptions(screen.getByLabelText("Theme"), "family");
    await userEvent.selectOptions(screen.getByLabelText("Duration"), "up-to-4-days");
    expect(window.location.search).toBe("?theme=family&duration=up-to-4-days");
    expect(window.history.length).toBe(before + 2);
    expect(screen.getByRole("status")).toHaveTextContent("1 package");
    expect(titles()).toEqual(["Goa Beach Break"]);

    act(() => {
      window.history.replaceState(null, "", "/packages?theme=family");
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByLabelText("Duration")).toHaveValue("");
    expect(titles()).toEqual(["Goa Beach Break", "Mediterranean Cruise"]);
  });

  it("offers to clear an empty result, and an enquiry whose message names the filters", async () => {
    renderAt("?theme=adventure&budget=under-25000");
    expect(screen.getByRole("status")).toHaveTextContent("0 packages");
    const enquiry = screen.getByRole("link", { name: words.enquire });
    const message = new URLSearchParams(enquiry.getAttribute("href")!.split("?")[1]).get("message");
    expect(message).toBe("I am looking for a package with these choices: Theme: Adventure, Budget per person: Under ₹25,000. Please suggest a trip.");
    await userEvent.click(screen.getAllByRole("button", { name: words.clear }).at(-1)!);
    expect(window.location.search).toBe("");
    expect(screen.getByRole("status")).toHaveTextContent("3 packages");
  });
});
