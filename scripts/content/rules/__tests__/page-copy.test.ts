/** @jest-environment node */
import { pageKeys } from "../../../../model";
import { contentOf } from "../__fixtures__/content";
import { pageCopyOnce } from "../page-copy";

const pages = (keys: string[]) => contentOf({ files: { "pages.json": keys.map((page) => ({ page })) } as never });

describe("page copy once", () => {
  it("accepts one entry per page", () => {
    expect(pageCopyOnce(pages([...pageKeys])).errors).toEqual([]);
  });

  it("names a page with no copy and one with two", () => {
    const keys = pageKeys.filter((k) => k !== "gallery");
    expect(pageCopyOnce(pages([...keys, "contact"])).errors).toEqual([
      'content/pages.json › page "gallery": expected exactly one entry, found 0',
      'content/pages.json › page "contact": expected exactly one entry, found 2',
    ]);
  });
});
