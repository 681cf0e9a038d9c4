import { render, screen } from "@testing-library/react";
import { OfferTile } from "../offer-tile";
import { LocaleContext } from "../../../i18n/locale-context";

const tile = {
  category: "Domestic",
  title: "Backwaters, palaces and hill towns",
  link: "/packages/domestic",
  color: "#1e3a8a",
  icon: "map" as const,
  image: null,
  imageAlt: "",
};
const renderTile = (priceFrom: number | null, locale: "en" | "hi" = "en") =>
  render(
    <LocaleContext.Provider value={locale}>
      <ul>
        <OfferTile {...tile} priceFrom={priceFrom} />
      </ul>
    </LocaleContext.Provider>,
  );

describe("an offer tile", () => {
  it("says the catalogue's price from, in the page's words", () => {
    renderTile(15749);
    expect(screen.getByRole("link", { name: "From ₹15,749 – Backwaters, palaces and hill towns" })).toHaveAttribute("href", "/packages/domestic");
  });

  it("puts the price where Hindi puts it", () => {
    renderTile(115749, "hi");
    expect(screen.getByRole("link")).toHaveTextContent("₹1,15,749 से");
    // ...and leads to the Hindi page, whose cards the price is from.
    expect(screen.getByRole("link")).toHaveAttribute("href", "/hi/packages/domestic");
  });

  it("names no price where the page it leads to sells none", () => {
    renderTile(null);
    expect(screen.getByRole("link", { name: "Explore – Backwaters, palaces and hill towns" })).toBeInTheDocument();
    expect(screen.getByRole("listitem")).not.toHaveTextContent("₹");
  });
});
