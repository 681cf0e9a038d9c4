import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReviewList } from "../review-list";
import { LocaleContext } from "../../../i18n/locale-context";
import { reviewWords, reviews } from "../__fixtures__/reviews";

const packages = [
  { slug: "ladakh-road-trip", title: "Ladakh Road Trip" },
  { slug: "kerala-backwaters", title: "Kerala Backwaters" },
  { slug: "spiti-valley-trek", title: "Spiti Valley Trek" },
  { slug: "goa-beach-break", title: "Goa Beach Break" },
  { slug: "dubai-city-and-desert", title: "Dubai City and Desert" },
  { slug: "mumbai-goa-coastal-cruise", title: "Mumbai to Goa Coastal Cruise" },
  { slug: "swiss-alps", title: "Swiss Alps" },
];
const services = [
  { slug: "beach", title: "Beach Holidays" },
  { slug: "wildlife-safari", title: "Wildlife Safari" },
];

function renderList() {
  render(
    <LocaleContext.Provider value="en">
      <ReviewList reviews={reviews.en} packages={packages} services={services} words={reviewWords.en} label="Testimonials" />
    </LocaleContext.Provider>,
  );
  return { list: () => screen.getByRole("list", { name: "Testimonials" }), status: () => screen.getByRole("status") };
}

describe("ReviewList", () => {
  it("lists every review, naming its trip and month, and offers each trip reviewed by title", () => {
    const { list, status } = renderList();
    expect(within(list()).getAllByRole("listitem")).toHaveLength(reviews.en.length);
    expect(status()).toHaveTextContent(`${reviews.en.length} reviews shown`);
    expect(list()).toHaveTextContent("Ladakh Road Trip, June 2024");
    const trip = screen.getByRole("combobox", { name: "Trip" });
    expect(
      within(trip)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "All trips",
      "Beach Holidays",
      "Dubai City and Desert",
      "Goa Beach Break",
      "Kerala Backwaters",
      "Ladakh Road Trip",
      "Mumbai to Goa Coastal Cruise",
      "Spiti Valley Trek",
      "Swiss Alps",
      "Wildlife Safari",
    ]);
  });

  it("is other trips' words: the site search reads neither the reviews nor the trip filter", () => {
    const { list } = renderList();
    expect(list().closest("[data-pagefind-ignore='all']")).not.toBeNull();
    expect(screen.getByRole("combobox", { name: "Trip" }).closest("[data-pagefind-ignore='all']")).not.toBeNull();
  });

  it("shows one trip's reviews when it is chosen, says how many, and all again with All trips", async () => {
    const user = userEvent.setup();
    const { list, status } = renderList();
    const trip = screen.getByRole("combobox", { name: "Trip" });
    await user.selectOptions(trip, "Wildlife Safari");
    const items = within(list()).getAllByRole("listitem");
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent("Meera Joshi");
    expect(items[0]).toHaveTextContent("Sent to us");
    expect(status()).toHaveTextContent("1 review shown");
    await user.selectOptions(trip, "All trips");
    expect(within(list()).getAllByRole("listitem")).toHaveLength(reviews.en.length);
  });
});
