/** @jest-environment node */
import { z } from "zod";
import { image, longText, sitePath, text } from "../../../../model/primitives";
import { contentOf, entry, tempProject } from "../__fixtures__/content";
import { translationMirrors } from "../translations";

let project: ReturnType<typeof tempProject>;
beforeEach(() => (project = tempProject()));
afterEach(() => project.remove());

// Fields under new names: the model's kinds say which are translated.
const schema = z.strictObject({ heading: text, body: longText, cover: image, readNext: sitePath });
const english = { heading: "The lake", body: "A calm lake.", cover: "../images/lake.jpg", readNext: "/gallery" };
const mirrors = (file = "posts/lake.json") => translationMirrors(contentOf({ root: project.root, entries: [entry(file, schema, english)] }), "hi");
const check = () => mirrors().errors;

describe("translations", () => {
  it("accept new text and the same images and links", () => {
    project.write("hi/posts/lake.json", JSON.stringify({ ...english, heading: "झील", body: "एक शांत झील।" }));
    expect(check()).toEqual([]);
  });

  it("name an image or link that differs from English", () => {
    project.write("hi/posts/lake.json", JSON.stringify({ ...english, heading: "झील", cover: "../images/boat.jpg", readNext: "/hi/gallery" }));
    expect(check()).toEqual([
      'content/hi/posts/lake.json › cover: "../images/boat.jpg", but the English file has "../images/lake.jpg": this field is the same in every language',
      'content/hi/posts/lake.json › readNext: "/hi/gallery", but the English file has "/gallery": this field is the same in every language',
    ]);
  });

  it("name a missing translation and one with no English file", () => {
    project.write("hi/posts/boat.json", "{}");
    expect(check()).toEqual([
      "content/hi/posts/lake.json: missing; every file of content/posts/ needs its hi translation here",
      "content/hi/posts/boat.json: no English file content/posts/boat.json to translate; remove it or add the English one",
    ]);
  });

  it("check the translation against the same schema", () => {
    project.write("hi/posts/lake.json", JSON.stringify({ ...english, heading: " झील" }));
    expect(check()).toEqual([expect.stringMatching(/^content\/hi\/posts\/lake\.json › heading: must not be empty or start or end with a space/)]);
  });

  it("only warn for a package not translated yet: its English page goes live alone", () => {
    expect(mirrors("packages/lake-tour.json")).toEqual({
      errors: [],
      warnings: ["content/hi/packages/lake-tour.json: not translated yet; the English page is published alone until this file exists"],
    });
  });
});
