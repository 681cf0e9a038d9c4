/** @jest-environment node */
import { contentOf, tempProject } from "../__fixtures__/content";
import { photoCredits } from "../photo-credits";

let project: ReturnType<typeof tempProject>;
beforeEach(() => {
  project = tempProject();
  for (const name of ["lake.jpg", "portraits/amit.png", "portraits/asha.png"]) project.write(`images/${name}`);
});
afterEach(() => project.remove());

const credit = (file: string) => ({ file, author: "A", licence: "CC0", source: "https://example.org/" });
const check = (files: string[]) => photoCredits(contentOf({ root: project.root, files: { "photo-credits.json": files.map(credit) } })).errors;

describe("photo credits", () => {
  it("accepts a credit per photo or per folder", () => {
    expect(check(["lake.jpg", "portraits/"])).toEqual([]);
  });

  it("names a photo without a credit", () => {
    expect(check(["portraits/"])).toEqual(["content/images/lake.jpg: no entry in content/photo-credits.json; add one with its author, licence and source"]);
  });

  it("names a credit for no photo, and a folder written without its slash", () => {
    expect(check(["lake.jpg", "portraits/", "lak.jpg", "portrait/"])).toEqual([
      'content/photo-credits.json › entry 3 › file: no file "lak.jpg" in content/images/',
      'content/photo-credits.json › entry 4 › file: no folder "portrait/" in content/images/',
    ]);
    expect(check(["lake.jpg", "portraits"])).toContain(
      'content/photo-credits.json › entry 2 › file: "portraits" is a folder; write "portraits/" to credit every photo in it',
    );
  });
});
