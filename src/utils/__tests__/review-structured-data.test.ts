import { reviewedProduct } from "../review-structured-data";
import { averageRating, formatAverage, formatTravelMonth } from "../reviews";

const page = { title: "Kerala Backwaters", description: "Houseboats and hills.", url: "https://example.com/packages/domestic/kerala-backwaters" };
const google = {
  name: "Sarah Thomas",
  quote: "Spotless houseboat.",
  rating: 5,
  source: "google" as const,
  link: "https://www.example.com/google-reviews/sarah",
};
const direct = { name: "Amit Gupta", quote: "Connecting rooms.", rating: 4, source: "direct" as const, link: null };

const tripadvisor = { ...google, name: "Vikram Rao", rating: 1, source: "tripadvisor" as const, link: "https://www.example.com/tripadvisor-reviews/vikram" };
const alsoDirect = { ...direct, name: "Meera Joshi", quote: "Tiger at dawn.", rating: 5 };

describe("review markup", () => {
  it("is none without a review", () => {
    expect(reviewedProduct(page, [])).toBeNull();
  });

  it("is none when every review was copied from Google or Tripadvisor: no Product, Review or AggregateRating", () => {
    expect(reviewedProduct(page, [google, tripadvisor, { ...google, rating: 3 }])).toBeNull();
  });

  it("is a Product with the reviews sent to the company alone, their own average and count", () => {
    const product = reviewedProduct(page, [google, direct, tripadvisor, alsoDirect]);
    expect(product).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      "@id": `${page.url}#product`,
      name: page.title,
      description: page.description,
      url: page.url,
      // (4 + 5) / 2, not (5 + 4 + 1 + 5) / 4 = 3.8 as with every review shown.
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
    expect(product).not.toHaveProperty("offers");
    // As the page carries it: the block's JSON text.
    const reviews: Record<string, unknown>[] = JSON.parse(JSON.stringify(product)).review;
    expect(reviews.map((r) => r.reviewBody)).toEqual([direct.quote, alsoDirect.quote]);
    expect(reviews[0]).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: "Amit Gupta" },
      reviewRating: { "@type": "Rating", ratingValue: 4, bestRating: 5, worstRating: 1 },
      reviewBody: "Connecting rooms.",
    });
  });

  it("names no other site in what it marks up", () => {
    const json = JSON.stringify(reviewedProduct(page, [google, direct, tripadvisor]));
    expect(json).not.toMatch(/Google|Tripadvisor|example\.com\/(google|tripadvisor)/);
  });

  it("counts a single review sent to us, beside others copied from other sites", () => {
    expect(reviewedProduct(page, [google, direct, tripadvisor])).toMatchObject({
      aggregateRating: { ratingValue: 4, reviewCount: 1 },
      review: [{ reviewBody: direct.quote }],
    });
  });
});

describe("review figures", () => {
  it("average to one decimal, written with it in both languages", () => {
    expect(averageRating([5, 4, 5, 5])).toBe(4.8);
    expect(averageRating([])).toBeUndefined();
    expect(formatAverage(5, ".")).toBe("5.0");
    expect(formatAverage(4.8, ",")).toBe("4,8"); // a language with a decimal comma
  });

  it("write the month of travel in the page's language", () => {
    expect(formatTravelMonth("2024-06", "en-GB")).toBe("June 2024");
    expect(formatTravelMonth("2024-06", "hi-IN")).toBe("जून 2024");
  });
});
