import { render, screen } from "@testing-library/react";
import { mockReducedMotion } from "../../../../jest/match-media";
import { OfferBanner } from "../offer-banner";

const TEXT = "Special Travel Offers, save up to 25%";

describe("offer banner", () => {
  it("moves a track of copies, of which screen readers get one", () => {
    mockReducedMotion(false);
    render(<OfferBanner text={TEXT} link="/packages/domestic" linkLabel="See offers" />);
    const region = screen.getByRole("region", { name: "Offers" });
    expect(region).toHaveAttribute("data-motion", "moving");
    expect(screen.getAllByText(TEXT).length).toBeGreaterThan(1);
    expect(screen.getByRole("link", { name: `${TEXT} See offers` })).toHaveAttribute("href", "/packages/domestic");
  });

  it("stands still with a single copy under prefers-reduced-motion", () => {
    mockReducedMotion(true);
    render(<OfferBanner text={TEXT} link="/packages/domestic" linkLabel="See offers" />);
    expect(screen.getByRole("region", { name: "Offers" })).toHaveAttribute("data-motion", "still");
    expect(screen.getAllByText(TEXT)).toHaveLength(1);
  });
});
