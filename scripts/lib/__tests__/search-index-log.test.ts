/** @jest-environment node */
import { searchIndexFigures } from "../search-index-log.mjs";

describe("searchIndexFigures", () => {
  it("reads the search plugin's line from a build log, the last one if several", () => {
    const log = "success onPostBuild - 1.2s\ninfo Search index: 12 pages (6 en, 6 hi) in 0.30 s\ninfo Search index: 83 pages (42 en, 41 hi) in 0.80 s\n";
    expect(searchIndexFigures(log)).toEqual({ pages: 83, seconds: 0.8 });
  });

  it("is null for a build without the plugin", () => {
    expect(searchIndexFigures("success Building HTML renderer - 3.1s")).toBeNull();
  });
});
