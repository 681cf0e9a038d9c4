import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HomeServices } from "../home-services";

const cards = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ title: `Trip ${i + 1}`, text: "d", icon: "map" as const, to: `/services/trip-${i + 1}`, image: null, imageAlt: "" }));
const renderList = (n: number) => render(<HomeServices eyebrow="e" title="Find your journey" text="t" exploreMoreLabel="Explore More" cards={cards(n)} />);

describe("home services list", () => {
  it("shows all 6 cards and no Explore More button", () => {
    renderList(6);
    expect(screen.getAllByRole("link")).toHaveLength(6);
    expect(screen.queryByRole("button", { name: "Explore More" })).not.toBeInTheDocument();
  });

  it("with 10 cards shows 6, then 9, then all 10 and the button goes", async () => {
    renderList(10);
    expect(screen.getAllByRole("link")).toHaveLength(6);
    await userEvent.click(screen.getByRole("button", { name: "Explore More" }));
    expect(screen.getAllByRole("link")).toHaveLength(9);
    await userEvent.click(screen.getByRole("button", { name: "Explore More" }));
    expect(screen.getAllByRole("link")).toHaveLength(10);
    expect(screen.queryByRole("button", { name: "Explore More" })).not.toBeInTheDocument();
  });

  it("with 13 cards takes three presses", async () => {
    renderList(13);
    for (const expected of [9, 12, 13]) {
      await userEvent.click(screen.getByRole("button", { name: "Explore More" }));
      expect(screen.getAllByRole("link")).toHaveLength(expected);
    }
    expect(screen.queryByRole("button", { name: "Explore More" })).not.toBeInTheDocument();
  });

  it("leaves every service card out of the site search: each is another page's words", () => {
    renderList(3);
    for (const card of screen.getAllByRole("listitem")) expect(card).toHaveAttribute("data-pagefind-ignore", "all");
  });
});
