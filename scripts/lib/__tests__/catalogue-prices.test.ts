/** @jest-environment node */
import { fromPriceOf, packagesBehind, type Catalogue } from "../catalogue-prices";

const catalogue: Catalogue = {
  packages: [
    { slug: "spiti", category: "domestic", themes: ["adventure"], price: { from: 18999 } },
    { slug: "goa", category: "domestic", themes: ["beach"], price: { from: 14999 } },
    { slug: "bali", category: "international", themes: ["beach", "honeymoon"], price: { from: 62999 } },
    { slug: "med", category: "cruise", themes: ["honeymoon"], price: {} },
  ],
  services: [{ slug: "adventure", packages: ["spiti"] }, { slug: "beach", packages: ["goa", "bali"] }, { slug: "transport" }],
};

describe("a link's from price", () => {
  it("is the cheapest all-in price of a category's packages", () => {
    expect(fromPriceOf("/packages/domestic", catalogue, 5)).toBe(15749);
  });

  it("is the cheapest all-in price of a theme's packages", () => {
    expect(fromPriceOf("/packages/themes/beach", catalogue, 5)).toBe(15749);
    expect(fromPriceOf("/packages/themes/honeymoon", catalogue, 5)).toBe(66149);
  });

  it("is the cheapest all-in price of the packages a service page lists", () => {
    expect(fromPriceOf("/services/adventure", catalogue, 5)).toBe(19949);
    expect(fromPriceOf("/services/beach/", catalogue, 5)).toBe(15749);
  });

  it("is one package's own all-in price for a link to that package", () => {
    expect(fromPriceOf("/packages/international/bali", catalogue, 5)).toBe(66149);
  });

  it("is none for a service without packages, a package on request, or a page that lists no packages", () => {
    expect(fromPriceOf("/services/transport", catalogue, 5)).toBeNull();
    expect(fromPriceOf("/packages/cruise/med", catalogue, 5)).toBeNull();
    expect(fromPriceOf("/about/story", catalogue, 5)).toBeNull();
    expect(packagesBehind("/about/story", catalogue)).toBeNull();
  });
});
