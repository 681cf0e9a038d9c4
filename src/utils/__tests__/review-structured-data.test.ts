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

describe("review markup", () => {
  it("is none without a review", () => {
    expect(reviewedProduct(page, [])).toBeNull();
  });

  it("is a Product with the average and count the page shows, and each review with its author, rating and source", () => {
    const product = reviewedProduct(page, [google, direct, { ...google, rating: 5 }]);
    expect(product).toMatchObject({
      "@type": "Product",
      "@id": `${page.url}#product`,
      name: page.title,
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.7, reviewCount: 3, bestRating: 5, worstRating: 1 },
    });
    const [first, second] = (product as unknown as { review: Record<string, unknown>[] }).review;
    expect(first).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: "Sarah Thomas" },
      reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
      reviewBody: "Spotless houseboat.",
      publisher: { "@type": "Organization", name: "Google" },
      url: google.link,
    });
    expect(second).not.toHaveProperty("publisher");
    expect(second).not.toHaveProperty("url");
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
