/** @jest-environment node */
import { z } from "zod";
import { heroImage, httpsUrl, icon, image, link, longText, paragraphs, sitePath, slug, template, text } from "../primitives";
import { kindOf, metaOf, valuesOfKind } from "../kinds";
import { isTranslated, translationIssues } from "../translation";
import { cmsField } from "../cms-config";

describe("field kinds", () => {
  it("are declared on the primitives", () => {
    expect([text, longText, image, sitePath, httpsUrl, slug, icon].map(kindOf)).toEqual(["text", "longText", "image", "sitePath", "httpsUrl", "slug", "icon"]);
    expect(metaOf(heroImage)).toEqual({ kind: "image", hero: true });
    expect(metaOf(image)?.hero).toBeUndefined();
    expect(kindOf(z.string())).toBeUndefined();
  });

  it("stay on fields derived from a primitive, whatever their extra rules", () => {
    expect(kindOf(text.max(60))).toBe("text");
    expect(kindOf(template("title"))).toBe("text");
    expect(kindOf(longText.min(50).max(160))).toBe("longText");
    expect(kindOf(image.describe("The cover photo."))).toBe("image");
    expect(kindOf(text)).toBe("text"); // deriving long text left text as it was
  });

  it("decide translation: a caption declared another way is still translated", () => {
    const caption = longText.regex(/\./, "must end a sentence");
    expect(isTranslated(caption)).toBe(true);
    expect(isTranslated(text.max(10))).toBe(true);
    expect(isTranslated(image)).toBe(false);
    expect(isTranslated(sitePath)).toBe(false);
    // A string of no kind (a phone number, a code) is the same in every language.
    expect(isTranslated(z.string().regex(/^\S(?:[\s\S]*\S)?$/))).toBe(false);
    const schema = z.strictObject({ caption, cover: image });
    expect(translationIssues(schema, { caption: "A lake.", cover: "a.jpg" }, { caption: "एक झील.", cover: "a.jpg" })).toEqual([]);
    expect(translationIssues(schema, { caption: "A lake.", cover: "a.jpg" }, { caption: "एक झील.", cover: "b.jpg" })).toEqual([
      { path: ["cover"], message: '"b.jpg", but the English file has "a.jpg": this field is the same in every language' },
    ]);
  });

  it("decide the editor's widget: long text gets a multi-line box whatever the field's name", () => {
    expect(cmsField("quote", text)).toMatchObject({ widget: "string" });
    expect(cmsField("summary", longText)).toMatchObject({ widget: "text" });
    expect(cmsField("cover", image.optional())).toMatchObject({ widget: "image", required: false });
  });
});

describe("values of a kind in content", () => {
  const schema = z.strictObject({
    cover: image,
    gallery: z.array(z.strictObject({ photo: heroImage.optional(), caption: text })),
    more: link,
    next: sitePath.optional(),
    body: paragraphs,
  });
  const data = {
    cover: "images/a.jpg",
    gallery: [{ photo: "images/b.jpg", caption: "B" }, { caption: "C" }],
    more: { label: "More", to: "/gallery" },
    body: ["One.", "Two."],
  };

  it("are found through the model, not by key name", () => {
    expect(valuesOfKind(schema, data, "image").map(({ path, value }) => [path.join("."), value])).toEqual([
      ["cover", "images/a.jpg"],
      ["gallery.0.photo", "images/b.jpg"],
    ]);
    expect(valuesOfKind(schema, data, "sitePath").map((v) => v.path)).toEqual([["more", "to"]]);
    expect(valuesOfKind(schema, data, "longText").map((v) => v.value)).toEqual(["One.", "Two."]);
    expect(valuesOfKind(schema, data, "image")[1].meta.hero).toBe(true);
  });

  it("skip what does not fit the schema (the schema check reports it)", () => {
    expect(valuesOfKind(schema, { cover: 3, gallery: "x", more: null }, "image")).toEqual([]);
  });
});
