/** @jest-environment node */
import path from "node:path";
import { staticRoutes } from "../validate";
import { contentCopy } from "../__fixtures__/content-copy";
import { priceFields } from "../../lib/price-fields";
import { depositsFor } from "../../../src/utils/trip-price";

// The claims the consumer-law review found in the shipped content (docs/decisions/0034), put back
// as they were: the banner's typed "save up to 25%", typed tile prices ("From ₹8,999" for a
// Rishikesh trip the catalogue does not have), "few seats" with no count behind it, and Kerala's
// ₹5,000 deposit that "confirms" a booking whose terms ask 25%. The check now refuses each, naming
// file and field. The fifth, prices shown before GST, was in the code, not the content: the build
// now gives every package's shown price with GST (last test; on the pages, e2e/all-in-price.spec.ts).
// The site's own pages, as the build knows them: a link to one (the banner's /offers) leads somewhere.
const { edit, read, report } = contentCopy(staticRoutes(path.join(__dirname, "..", "..", "..", "src", "pages")));

describe("the content check refuses claims the catalogue does not back", () => {
  it("refuses an offer tile's typed price, in either language", () => {
    edit("offers.json", (offers) => (offers[1].price = "From ₹8,999"));
    edit("hi/offers.json", (offers) => (offers[1].price = "₹8,999 से"));
    expect(report().errors.filter((e) => !e.includes("no term or package holds"))).toEqual([
      expect.stringMatching(/^content\/offers\.json › entry 2 \(.*\): unknown field "price"/),
      expect.stringMatching(/^content\/offers\.json › entry 2 \(.*\) › price: "From ₹8,999" is a price typed by hand/),
      expect.stringMatching(/^content\/hi\/offers\.json › entry 2 \(.*\) › price: "₹8,999 से" is a price typed by hand/),
      expect.stringMatching(/^content\/hi\/offers\.json › entry 2 \(.*\): unknown field "price"/),
    ]);
  });

  it("refuses a price typed in a tile's title, a slide's spec, a service or the page copy", () => {
    edit("offers.json", (offers) => (offers[0].title = "Himalayan treks from ₹18,999"));
    edit("hero-slides.json", (slides) => slides[0].specs.push({ icon: "rupee", text: "From ₹18,999" }));
    edit("hi/hero-slides.json", (slides) => slides[0].specs.push({ icon: "rupee", text: "₹18,999 से" }));
    edit("services/beach.json", (service) => (service.highlights[0] = "Sea-view rooms for ₹4,500 a night"));
    edit("pages.json", (pages) => (pages[0].description += " Packages from ₹14,999."));
    const errors = report().errors.filter((e) => e.includes("typed by hand"));
    expect(errors).toEqual([
      expect.stringMatching(/^content\/pages\.json › entry 1 \(.*\) › description: "from ₹14,999" is a price typed by hand/),
      expect.stringMatching(/^content\/hero-slides\.json › entry 1 \(.*\) › specs › item 3 › text: "From ₹18,999" is a price typed by hand/),
      expect.stringMatching(/^content\/hi\/hero-slides\.json › entry 1 \(.*\) › specs › item 3 › text: "₹18,999 से" is a price typed by hand/),
      expect.stringMatching(/^content\/offers\.json › entry 1 \(.*\) › title: "from ₹18,999" is a price typed by hand/),
      expect.stringMatching(/^content\/services\/beach\.json › highlights › item 1: "₹4,500" is a price typed by hand/),
    ]);
  });

  it("keeps the prices that are facts of their own: a category's fee, the budget bands, the TCS threshold", () => {
    expect(report().errors).toEqual([]);
  });

  it("refuses the banner's typed saving, in either language: its claim is the offers' own", () => {
    edit("settings.json", (settings) => (settings.banner.text = "Special Travel Offers, save up to 25%"));
    edit("hi/settings.json", (settings) => (settings.banner.text = "विशेष यात्रा ऑफ़र, 25% तक की बचत"));
    expect(report().errors).toEqual([
      expect.stringMatching(/^content\/settings\.json › banner › text: "25%" is a saving typed by hand/),
      expect.stringMatching(/^content\/hi\/settings\.json › banner › text: "25%" is a saving typed by hand/),
    ]);
  });

  it("refuses Kerala's old deposit: no amount is typed, the site computes 25% of ₹22,574, ₹5,644", () => {
    edit("packages/kerala-backwaters.json", (p) => (p.deposit.amount = 5000));
    edit("hi/packages/kerala-backwaters.json", (p) => (p.deposit.amount = 5000));
    expect(report().errors).toEqual(
      expect.arrayContaining([expect.stringMatching(/^content\/packages\/kerala-backwaters\.json › deposit: unknown field "amount"/)]),
    );
    const kerala = read("packages/kerala-backwaters.json");
    expect(depositsFor(kerala.price, 5, read("booking-terms.json").confirmation.depositPercent).from).toBe(5644);
  });

  it('refuses "few seats" without a count or the day it was counted', () => {
    const oldShape = (p: any) => {
      for (const d of p.departures.dates ?? []) {
        delete d.seatsLeft;
        delete d.countedOn;
      }
    };
    edit("packages/ladakh-road-trip.json", oldShape);
    edit("hi/packages/ladakh-road-trip.json", oldShape);
    expect(report().errors).toEqual([
      'content/packages/ladakh-road-trip.json › departures › dates › item 2 › seatsLeft: "few seats" on 2027-06-19 needs the number of seats left; count them and write it here',
      'content/packages/ladakh-road-trip.json › departures › dates › item 2 › countedOn: "few seats" on 2027-06-19 needs the day the seats were counted',
    ]);
  });

  it("refuses no seats left, and a Hindi count that differs from English", () => {
    edit("packages/ladakh-road-trip.json", (p) => (p.departures.dates[1].seatsLeft = 0));
    edit("hi/packages/ladakh-road-trip.json", (p) => (p.departures.dates[1].seatsLeft = 2));
    const errors = report().errors;
    expect(errors).toEqual(
      expect.arrayContaining([expect.stringMatching(/^content\/packages\/ladakh-road-trip\.json › departures › dates › item 2 › seatsLeft: .*1/)]),
    );
    edit("packages/ladakh-road-trip.json", (p) => (p.departures.dates[1].seatsLeft = 3));
    expect(report().errors).toEqual([
      expect.stringMatching(/^content\/hi\/packages\/ladakh-road-trip\.json › departures › dates › item 2 › seatsLeft: 2, but the English file has 3/),
    ]);
  });

  it("shows no price before GST: the figure of Kerala's card and price box is ₹21,499 with 5% GST, ₹22,574", async () => {
    const kerala = read("packages/kerala-backwaters.json");
    const terms = read("booking-terms.json");
    // The build's field, with the terms and the build's day found as Gatsby's node model finds them.
    const context = { nodeModel: { findOne: async (args: object) => ((args as { type: string }).type === "BuildDay" ? { day: "2026-11-29" } : terms) } };
    const shown = await priceFields.PackagesJsonPrice.allIn.resolve(kerala.price, undefined, context);
    const gst = await priceFields.PackagesJsonPrice.gst.resolve(kerala.price, undefined, context);
    expect([kerala.price.from, terms.taxes.gstRates[0].rate, shown, gst]).toEqual([21499, 5, 22574, 1075]);
  });
});
