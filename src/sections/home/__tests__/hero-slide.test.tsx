import { render, screen, within } from "@testing-library/react";
import { HeroSlide } from "../hero-slide";
import { slides } from "../__fixtures__/slides";

const renderSlide = (priceFrom: number | null) => render(<HeroSlide {...slides[0]} priceFrom={priceFrom} position={1} total={3} active first photo={false} />);

describe("a hero slide's specs", () => {
  it("end with the catalogue's price from for the page its button leads to", () => {
    renderSlide(19949);
    const specs = within(screen.getByRole("group"))
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(specs).toEqual(["5 days", "From ₹19,949"]);
  });

  it("name no price where that page sells none", () => {
    renderSlide(null);
    expect(screen.getByRole("group")).not.toHaveTextContent("₹");
  });
});
