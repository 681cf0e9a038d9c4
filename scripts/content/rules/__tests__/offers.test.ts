/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { contentOf, entry, tempProject } from "../__fixtures__/content";
import { offers } from "../offers";
import { translationMirrors } from "../translations";
import { packageSchema } from "../../../../model/content/packages";

// The offer rule on a real package (Ladakh, early-bird offer) with one slip made in it, as an editor would.
const ladakh = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "..", "..", "content", "packages", "ladakh-road-trip.json"), "utf8"));
const FILE = "content/packages/ladakh-road-trip.json";
const withOffer = (change: (o: Record<string, unknown>, p: typeof ladakh) => void) => {
  const data = structuredClone(ladakh);
  change(data.offers[0], data);
  return offers(contentOf({ folders: { packages: [{ file: FILE, data }] } as never })).errors;
};

describe("offers rule", () => {
  it("accepts the offer as written", () => {
    expect(withOffer(() => {})).toEqual([]);
  });

  it("refuses offers that together cover more than half of any 90 days: a saving that never ends is a price", () => {
    // Ladakh's old early-bird offer, 1 November to 31 January: 92 days in a row.
    expect(
      withOffer((o) => {
        o.validFrom = "2026-11-01";
        o.validThrough = "2027-01-31";
      }),
    ).toEqual([
      `${FILE} › offers: the offers cover 90 of the 90 days from 2026-11-01; at most 45: a saving that never ends is the price, so lower "from" instead, or shorten the offers`,
    ]);
    // Two offers back to back, 30 days each, are one saving of 60 days.
    expect(
      withOffer((o, p) => {
        o.validFrom = "2027-01-01";
        o.validThrough = "2027-01-30";
        p.offers.push({ kind: "group", saving: 2000, minTravellers: 6, validFrom: "2027-01-31", validThrough: "2027-03-01" });
      }),
    ).toEqual([
      `${FILE} › offers: the offers cover 60 of the 90 days from 2027-01-01; at most 45: a saving that never ends is the price, so lower "from" instead, or shorten the offers`,
    ]);
    // 45 days is half: allowed; the same again after a 45-day pause too.
    expect(
      withOffer((o, p) => {
        o.validFrom = "2027-01-01";
        o.validThrough = "2027-02-14";
        p.offers.push({ kind: "earlyBird", saving: 2000, validFrom: "2027-04-01", validThrough: "2027-05-15" });
      }),
    ).toEqual([]);
  });

  it("names a saving that leaves nothing to pay, or an offer on a price on request", () => {
    expect(withOffer((o) => (o.saving = 32999))).toEqual([
      `${FILE} › offers › item 1 › saving: ₹32999 is not less than "from" (₹32999); an offer leaves a price to pay`,
    ]);
    expect(withOffer((_o, p) => delete p.price.from)).toEqual([
      `${FILE} › offers › item 1 › saving: a price on request has nothing to save on; add "from" or remove the offer`,
    ]);
  });

  it("names an end before the start, and days not in the calendar", () => {
    expect(withOffer((o) => (o.validThrough = "2026-10-31"))).toEqual([
      `${FILE} › offers › item 1 › validThrough: "2026-10-31" is before validFrom ("2026-11-01"); an offer ends on or after its first day`,
    ]);
    expect(withOffer((o) => (o.validThrough = "2027-02-29"))).toEqual([`${FILE} › offers › item 1 › validThrough: "2027-02-29" is not a date in the calendar`]);
    expect(withOffer((o) => (o.validFrom = "2026-11-31"))).toEqual([`${FILE} › offers › item 1 › validFrom: "2026-11-31" is not a date in the calendar`]);
  });

  it("names a group offer without a group of two or more, and an early-bird offer with one", () => {
    const group = `${FILE} › offers › item 1 › minTravellers: a group offer names its smallest group, 2 or more travellers`;
    expect(withOffer((o) => (o.kind = "group"))).toEqual([group]);
    expect(withOffer((o) => Object.assign(o, { kind: "group", minTravellers: 1 }))).toEqual([group]);
    expect(withOffer((o) => Object.assign(o, { kind: "group", minTravellers: 2 }))).toEqual([]);
    expect(withOffer((o) => (o.minTravellers = 4))).toEqual([
      `${FILE} › offers › item 1 › minTravellers: an early-bird offer is for any booking; remove minTravellers or make it a group offer`,
    ]);
  });
});

describe("offers in Hindi", () => {
  it("carry the English saving and dates", () => {
    const project = tempProject();
    try {
      const hindi = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "..", "..", "content", "hi", "packages", "ladakh-road-trip.json"), "utf8"));
      hindi.offers[0].saving = 2500;
      hindi.offers[0].validThrough = "2027-02-15";
      project.write("hi/packages/ladakh-road-trip.json", JSON.stringify(hindi));
      const content = contentOf({ root: project.root, entries: [entry("packages/ladakh-road-trip.json", packageSchema, ladakh)] });
      expect(translationMirrors(content, "hi").errors).toEqual([
        "content/hi/packages/ladakh-road-trip.json › offers › item 1 › saving: 2500, but the English file has 3000: this field is the same in every language",
        `content/hi/packages/ladakh-road-trip.json › offers › item 1 › validThrough: "2027-02-15", but the English file has "${ladakh.offers[0].validThrough}": this field is the same in every language`,
      ]);
    } finally {
      project.remove();
    }
  });
});
