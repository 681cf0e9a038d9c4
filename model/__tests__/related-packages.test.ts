/** @jest-environment node */
import { relatedPackages } from "../related-packages";

const pkg = (slug: string, category: string, order: number) => ({ slug, category, order });
const all = [
  pkg("goa", "domestic", 3),
  pkg("kerala", "domestic", 2),
  pkg("ladakh", "domestic", 1),
  pkg("bali", "international", 1),
  pkg("andaman", "cruise", 1),
];

describe("related packages", () => {
  it("suggest the same category first, in the editors' order, never the package itself", () => {
    expect(relatedPackages(all[1], all)).toEqual(["ladakh", "goa", "andaman"]);
  });

  it("fill up from other categories when its own has too few", () => {
    expect(relatedPackages(all[3], all)).toEqual(["andaman", "ladakh", "kerala"]);
  });

  it("rank packages sharing more of its themes next, before the editors' order", () => {
    const themed = (slug: string, category: string, order: number, themes: string[]) => ({ slug, category, order, themes });
    const bali = themed("bali", "international", 1, ["beach", "honeymoon"]);
    const others = [
      themed("ladakh", "domestic", 1, ["adventure"]),
      themed("kerala", "domestic", 2, ["honeymoon", "wildlife"]),
      themed("goa", "domestic", 3, ["beach", "honeymoon"]),
      themed("thailand", "international", 3, ["beach", "honeymoon"]),
      themed("dubai", "international", 2, ["family"]),
    ];
    expect(relatedPackages(bali, [bali, ...others])).toEqual(["thailand", "dubai", "goa"]);
    expect(relatedPackages(bali, [bali, ...others], 5)).toEqual(["thailand", "dubai", "goa", "kerala", "ladakh"]);
  });
});
