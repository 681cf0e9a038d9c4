/** @jest-environment node */
import { relatedPackages } from "../related-packages";

const pkg = (slug: string, category: string, order: number) => ({ slug, category, order });
const all = [pkg("goa", "domestic", 3), pkg("kerala", "domestic", 2), pkg("ladakh", "domestic", 1), pkg("bali", "international", 1), pkg("andaman", "cruise", 1)];

describe("related packages", () => {
  it("suggest the same category first, in the editors' order, never the package itself", () => {
    expect(relatedPackages(all[1], all)).toEqual(["ladakh", "goa", "andaman"]);
  });

  it("fill up from other categories when its own has too few", () => {
    expect(relatedPackages(all[3], all)).toEqual(["andaman", "ladakh", "kerala"]);
  });
});
