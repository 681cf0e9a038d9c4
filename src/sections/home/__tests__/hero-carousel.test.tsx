import { act, fireEvent, render, screen } from "@testing-library/react";
import { HeroCarousel } from "../hero-carousel";
import { mockReducedMotion } from "../../../../jest/match-media";
import { slides, slidesWithPhotos } from "../__fixtures__/slides";

const currentSlide = () => screen.getByText(/^Slide \d of 3/).textContent;
const advance = (ms: number) => act(() => void jest.advanceTimersByTime(ms));

describe("hero carousel", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  // The server's page carries the first photo only: hero-carousel.server.test.tsx.
  it("shows every slide's photo once running", () => {
    mockReducedMotion(false);
    render(<HeroCarousel slides={slidesWithPhotos} />);
    for (const { imageAlt } of slidesWithPhotos) expect(screen.getByAltText(imageAlt)).toBeInTheDocument();
  });

  it("advances every 5000 ms and wraps from the last slide to the first", () => {
    mockReducedMotion(false);
    render(<HeroCarousel slides={slides} />);
    expect(currentSlide()).toBe("Slide 1 of 3: Himalayan Treks");
    advance(4999);
    expect(currentSlide()).toBe("Slide 1 of 3: Himalayan Treks");
    advance(1);
    expect(currentSlide()).toBe("Slide 2 of 3: Lakes and Backwaters");
    advance(5000);
    expect(currentSlide()).toBe("Slide 3 of 3: Cruises Under the Stars");
    advance(5000);
    expect(currentSlide()).toBe("Slide 1 of 3: Himalayan Treks");
  });

  it("jumps to a slide from its thumbnail and marks it current", () => {
    mockReducedMotion(false);
    render(<HeroCarousel slides={slides} />);
    const thumb = screen.getByRole("button", { name: "Show slide 3: Cruises Under the Stars" });
    fireEvent.click(thumb);
    expect(currentSlide()).toBe("Slide 3 of 3: Cruises Under the Stars");
    expect(thumb).toHaveAttribute("aria-current", "true");
    expect(screen.getByRole("button", { name: "Show slide 1: Himalayan Treks" })).not.toHaveAttribute("aria-current");
  });

  it("stops when paused and goes on when played again", () => {
    mockReducedMotion(false);
    render(<HeroCarousel slides={slides} />);
    fireEvent.click(screen.getByRole("button", { name: "Pause slideshow" }));
    advance(20000);
    expect(currentSlide()).toBe("Slide 1 of 3: Himalayan Treks");
    fireEvent.click(screen.getByRole("button", { name: "Play slideshow" }));
    advance(5000);
    expect(currentSlide()).toBe("Slide 2 of 3: Lakes and Backwaters");
  });

  it("does not play by itself under prefers-reduced-motion", () => {
    mockReducedMotion(true);
    render(<HeroCarousel slides={slides} />);
    advance(20000);
    expect(currentSlide()).toBe("Slide 1 of 3: Himalayan Treks");
    expect(screen.getByRole("button", { name: "Play slideshow" })).toBeInTheDocument();
  });

  it("steps with the arrow keys, both ways", () => {
    mockReducedMotion(true);
    render(<HeroCarousel slides={slides} />);
    const play = screen.getByRole("button", { name: "Play slideshow" });
    fireEvent.keyDown(play, { key: "ArrowLeft" });
    expect(currentSlide()).toBe("Slide 3 of 3: Cruises Under the Stars");
    fireEvent.keyDown(play, { key: "ArrowRight" });
    expect(currentSlide()).toBe("Slide 1 of 3: Himalayan Treks");
  });
});
