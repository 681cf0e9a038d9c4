/** @jest-environment node */
import { localizePath, splitContentPath, splitSitePath } from "../locales";
import { isTranslated } from "../translation";
import { serviceSchema, uiSchema, settingsSchema } from "../content";

describe("site addresses in each language", () => {
  it.each([
    ["/", "hi", "/hi"],
    ["/services/beach", "hi", "/hi/services/beach"],
    ["/contact?enquiry=quote", "hi", "/hi/contact?enquiry=quote"],
    ["/gallery", "en", "/gallery"],
    ["https://x.com/", "hi", "https://x.com/"],
    ["//evil.example/x", "hi", "//evil.example/x"],
  ] as const)("%s in %s is %s", (path, locale, expected) => {
    expect(localizePath(path, locale)).toBe(expected);
  });

  it.each([
    ["/hi", ["hi", "/"]],
    ["/hi/services/beach", ["hi", "/services/beach"]],
    ["/services/beach", ["en", "/services/beach"]],
    ["/hindi-tours", ["en", "/hindi-tours"]],
    ["/history", ["en", "/history"]],
  ] as const)("%s is %j", (path, expected) => {
    expect(splitSitePath(path)).toEqual(expected);
  });

  it("round-trips every English address through Hindi", () => {
    for (const path of ["/", "/about/team", "/services/beach", "/packages/cruise"]) {
      expect(splitSitePath(localizePath(path, "hi"))).toEqual(["hi", path]);
    }
  });

  it("reads a content file's language from its folder", () => {
    expect(splitContentPath("hi/services/beach.json")).toEqual(["hi", "services/beach.json"]);
    expect(splitContentPath("hi/pages.json")).toEqual(["hi", "pages.json"]);
    expect(splitContentPath("services/beach.json")).toEqual(["en", "services/beach.json"]);
    expect(splitContentPath("pages.json")).toEqual(["en", "pages.json"]);
  });
});

describe("which fields are translated", () => {
  const shape = <T extends { shape: Record<string, unknown> }>(s: T) => s.shape as Record<string, Parameters<typeof isTranslated>[0]>;
  it("translates text, copies slugs, numbers, icons, images and links", () => {
    const service = shape(serviceSchema);
    expect(isTranslated(service.name)).toBe(true);
    expect(isTranslated(service.shortDescription)).toBe(true);
    expect(isTranslated(service.imageAlt)).toBe(true);
    for (const key of ["slug", "order", "icon", "image"]) expect(isTranslated(service[key])).toBe(false);
    expect(isTranslated(shape(settingsSchema).mapUrl)).toBe(false);
    expect(isTranslated(shape(settingsSchema).email)).toBe(false);
  });

  it("follows the model's marks: keywords are shared, the date locale is per language", () => {
    expect(isTranslated(shape(serviceSchema).keywords)).toBe(false);
    expect(isTranslated(shape(uiSchema).locale)).toBe(true);
  });
});
