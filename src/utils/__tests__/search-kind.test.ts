import { searchKindOf } from "../search-kind";
import { enquirySentPath, pagePaths } from "../../../model/routes";

describe("searchKindOf", () => {
  it("names a page made from content by its kind's search kind, from its context", () => {
    expect(searchKindOf(pagePaths.package({ category: "domestic", slug: "ladakh-road-trip" }), false, "package")).toBe("package");
    expect(searchKindOf(pagePaths.service({ slug: "beach" }), false, "service")).toBe("service");
    expect(searchKindOf("/guides/ladakh", false, "guide")).toBe("guide");
  });

  it("indexes every other page as a page, theme and category lists included", () => {
    for (const path of [
      "/",
      "/about/team",
      "/packages",
      "/services",
      "/guides",
      pagePaths.theme({ slug: "family" }),
      pagePaths.packageCategory({ slug: "domestic" }),
    ]) {
      expect([path, searchKindOf(path, false)]).toEqual([path, "page"]);
    }
  });

  it("keeps the search page, the thank-you page and the unknown addresses out", () => {
    expect(searchKindOf("/search", false)).toBeNull();
    expect(searchKindOf(enquirySentPath, false)).toBeNull();
    expect(searchKindOf("/404", true)).toBeNull();
    expect(searchKindOf("/services/no-such-service", true, "service")).toBeNull();
  });
});
