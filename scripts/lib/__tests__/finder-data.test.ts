/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cardImageArgs, overviewCardSlugs, writeFinderData, type FinderDataResult } from "../finder-data";

const image = (src: string) => ({ childImageSharp: { gatsbyImageData: { layout: "constrained", width: 720, height: 480, images: { fallback: { src } } } } });
const pkg = (language: string, slug: string, category: string, order: number) => ({
  language,
  slug,
  category,
  order,
  title: slug,
  themes: [],
  image: image(`/static/x/${slug}.jpg`),
});

const data: FinderDataResult = {
  allPackagesJson: {
    nodes: [
      pkg("en", "ladakh", "domestic", 1),
      pkg("en", "med", "cruise", 1),
      pkg("en", "goa", "domestic", 2),
      pkg("en", "kerala", "domestic", 3),
      pkg("hi", "goa", "domestic", 2),
    ],
  },
  allPackageCategoriesJson: {
    nodes: [
      { language: "en", slug: "domestic" },
      { language: "en", slug: "cruise" },
      { language: "hi", slug: "domestic" },
      { language: "hi", slug: "cruise" },
    ],
  },
  allPackageFiltersJson: {
    nodes: [
      { language: "en", cardsPerCategory: 2 },
      { language: "hi", cardsPerCategory: 2 },
    ],
  },
};

describe("the /packages finder's data", () => {
  it("picks each category's first packages as the overview's cards, categories in order", () => {
    const packages = data.allPackagesJson.nodes.filter((p) => p.language === "en");
    expect(overviewCardSlugs(packages, ["domestic", "cruise"], 2)).toEqual(["ladakh", "goa", "med"]);
    expect(overviewCardSlugs(packages, ["cruise", "domestic"], 1)).toEqual(["med", "ladakh"]);
  });

  it("writes one file per language under /static/, named for its contents, holding each card's props", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "finder-data-"));
    const contexts = writeFinderData(dir, data, ["en", "hi"]);
    expect(contexts.en.cardSlugs).toEqual(["ladakh", "goa", "med"]);
    expect(contexts.hi.cardSlugs).toEqual(["goa"]);
    expect(contexts.en.finderData).toMatch(/^\/static\/packages-en-[0-9a-f]{16}\.json$/);
    const en = JSON.parse(fs.readFileSync(path.join(dir, contexts.en.finderData), "utf8"));
    expect(en.map((p: { slug: string }) => p.slug)).toEqual(["ladakh", "med", "goa", "kerala"]);
    expect(en[0]).toEqual({
      slug: "ladakh",
      category: "domestic",
      order: 1,
      title: "ladakh",
      themes: [],
      offers: null,
      image: image("/static/x/ladakh.jpg").childImageSharp.gatsbyImageData,
    });
    // The same list is the same address (the host caches /static/ for a year); a change is a new one.
    expect(writeFinderData(dir, data, ["en"]).en.finderData).toBe(contexts.en.finderData);
    const edited = { ...data, allPackagesJson: { nodes: data.allPackagesJson.nodes.map((p) => (p.slug === "goa" ? { ...p, title: "Goa 2027" } : p)) } };
    expect(writeFinderData(dir, edited, ["en"]).en.finderData).not.toBe(contexts.en.finderData);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("gives each card its offers with the last day in the card's language, as a card's query names it", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "finder-data-"));
    const offer = {
      kind: "earlyBird",
      saving: 3000,
      minTravellers: null,
      validFrom: "2026-11-01",
      validThrough: "2027-01-31",
      en: "31 January 2027",
      hi: "31 जनवरी 2027",
    };
    const withOffer = { ...data, allPackagesJson: { nodes: data.allPackagesJson.nodes.map((p) => (p.slug === "goa" ? { ...p, offers: [offer] } : p)) } };
    const contexts = writeFinderData(dir, withOffer, ["en", "hi"]);
    const read = (locale: "en" | "hi") =>
      JSON.parse(fs.readFileSync(path.join(dir, contexts[locale].finderData), "utf8")).find((p: { slug: string }) => p.slug === "goa");
    const { en: _en, hi: _hi, ...fields } = offer;
    expect(read("en").offers).toEqual([{ ...fields, validThroughText: "31 January 2027" }]);
    expect(read("hi").offers).toEqual([{ ...fields, validThroughText: "31 जनवरी 2027" }]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("asks for the card photo exactly as the CardImage preset does, so no photo is made twice", () => {
    const presets = fs.readFileSync(path.join(__dirname, "..", "..", "..", "src", "components", "image", "image-presets.ts"), "utf8");
    expect(presets).toContain(`fragment CardImage on File { childImageSharp { gatsbyImageData(${cardImageArgs}) } }`);
  });
});
