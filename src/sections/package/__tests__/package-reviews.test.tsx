import { render, screen, within } from "@testing-library/react";
import { PackageReviews } from "../package-reviews";
import { LocaleContext } from "../../../i18n/locale-context";
import { reviewWords, reviews } from "../../about/__fixtures__/reviews";

type Locale = "en" | "hi";

const renderReviews = (list: readonly Queries.TestimonialCardFragment[], locale: Locale = "en") =>
  render(
    <LocaleContext.Provider value={locale}>
      <PackageReviews reviews={list} words={reviewWords[locale]} />
    </LocaleContext.Provider>,
  );

/** Three reviews of one trip rated 5, 5 and 4: a Google one, a Tripadvisor one and one sent to us. */
const three = (locale: Locale) => {
  const [google, tripadvisor, , direct] = reviews[locale];
  expect([google.source, tripadvisor.source, direct.source]).toEqual(["google", "tripadvisor", "direct"]);
  return [google, tripadvisor, direct].map((r) => ({ ...r, package: "kerala-backwaters", service: null }));
};

describe("PackageReviews", () => {
  it("shows the average to one decimal with the count, and each review with its stars", () => {
    renderReviews(three("en"));
    const section = screen.getByRole("region", { name: "What travellers say" });
    expect(section).toHaveTextContent("4.7 from 3 reviews");
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(items[2]).getByRole("img", { name: "Rated 4 out of 5" })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(reviews.en[0].quote);
    expect(items[0]).toHaveTextContent(`${reviews.en[0].name}June 2024`);
  });

  it("links each public review to where it was posted; one sent to us names that and links nowhere", () => {
    renderReviews(three("en"));
    const items = screen.getAllByRole("listitem");
    expect(within(items[0]).getByRole("link", { name: "Read on Google" })).toHaveAttribute("href", reviews.en[0].link);
    expect(within(items[1]).getByRole("link", { name: "Read on Tripadvisor" })).toHaveAttribute("href", reviews.en[1].link);
    expect(within(items[2]).queryByRole("link")).toBeNull();
    expect(items[2]).toHaveTextContent("Sent to us");
  });

  it("words a single review on its own, with one decimal", () => {
    renderReviews([reviews.en[0]]);
    expect(screen.getByRole("region")).toHaveTextContent("5.0 from 1 review");
    expect(screen.getByRole("region")).not.toHaveTextContent("reviews");
  });

  it("shows nothing at all for a package without reviews", () => {
    const { container } = renderReviews([]);
    expect(container).toBeEmptyDOMElement();
  });

  it("speaks Hindi on a Hindi page", () => {
    renderReviews(three("hi"), "hi");
    const section = screen.getByRole("region", { name: "यात्रियों की राय" });
    expect(section).toHaveTextContent("4.7, 3 समीक्षाओं के आधार पर");
    expect(within(section).getByRole("link", { name: "गूगल पर पढ़ें" })).toHaveAttribute("href", reviews.hi[0].link);
    expect(section).toHaveTextContent("जून 2024");
  });
});
