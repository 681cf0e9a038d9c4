/** @jest-environment node */
import { contentOf, entry, tempProject } from "../__fixtures__/content";
import { figuresIn, heldFigures, proseFigures } from "../prose-figures";

const terms = {
  confirmation: { depositPercent: 25, per: "person", balanceDaysBefore: 21 },
  cancellation: [
    { daysBefore: 30, charge: 10 },
    { daysBefore: 0, charge: 100 },
  ],
  refundDays: 14,
  seatCountFreshDays: 7,
  taxes: { gstRates: [{ rate: 5, from: "2017-07-01", source: "x" }], tcsRates: [{ rate: 2, from: "2026-04-01", source: "TCS 2%" }] },
};
const kerala = {
  slug: "kerala",
  category: "domestic",
  days: 6,
  nights: 5,
  price: { from: 21499, tiers: [{ label: "4-star", amount: 27999 }], charges: [{ label: "Port", amount: 2400, payable: "withBooking" }] },
};
const cruise = {
  ...kerala,
  slug: "cruise",
  category: "cruise",
  policies: { ...terms, confirmation: { depositPercent: 40, per: "person", balanceDaysBefore: 60 } },
};

describe("figures in prose", () => {
  it("finds percentages, rupee amounts (lakh too) and days, in English and Hindi", () => {
    expect(figuresIn("A 30% deposit, ₹5,000 fee, ₹10 lakh, 45 days before; 21 दिन पहले, 2 प्रतिशत").map((f) => [f.kind, f.value])).toEqual([
      ["percents", 30],
      ["percents", 2],
      ["rupees", 5000],
      ["rupees", 1_000_000],
      ["days", 45],
      ["days", 21],
    ]);
  });

  it("holds the terms' and the packages' figures, and the prices a visitor sees: with GST, all-in, the deposit", () => {
    const held = heldFigures(contentOf({ files: { "booking-terms.json": terms } as never, folders: { packages: [{ file: "k", data: kerala }] } as never }));
    expect([...held.percents].sort((a, b) => a - b)).toEqual([2, 5, 10, 25, 100]);
    expect([...held.days].sort((a, b) => a - b)).toEqual([0, 5, 6, 7, 14, 21, 29, 30]);
    // ₹21,499, ₹22,574 with GST, ₹24,974 all-in with the port charges, and 25% of what is paid to us.
    expect(held.rupees).toEqual(new Set([2400, 21499, 22574, 24974, 6244, 27999, 29399, 31799, 7950]));
  });
});

describe("prose figures rule", () => {
  const project = tempProject();
  afterAll(project.remove);
  const run = (files: { file: string; data: unknown }[]) =>
    proseFigures(
      contentOf({
        root: project.root,
        files: { "booking-terms.json": terms } as never,
        folders: {
          packages: [
            { file: "content/packages/kerala.json", data: kerala },
            { file: "content/packages/cruise.json", data: cruise },
          ],
        } as never,
        entries: files.map((f) => entry(f.file, undefined as never, f.data)),
      }),
    ).errors;

  it("accepts figures the terms and packages hold", () => {
    expect(run([{ file: "pages.json", data: [{ page: "home", text: "25% confirms; the rest 21 days before; ₹22,574 a person." }] }])).toEqual([]);
  });

  it("refuses a figure nothing holds, naming file and field", () => {
    expect(run([{ file: "pages.json", data: [{ page: "home", text: "A ₹5,000 fee, 35% and 45 days." }] }])).toEqual([
      expect.stringMatching(/^content\/pages\.json › entry 1 \(home\) › text: "35%" is a percentage no term or package holds/),
      expect.stringMatching(/^content\/pages\.json › entry 1 \(home\) › text: "₹5,000" is a rupee amount no term or package holds/),
      expect.stringMatching(/^content\/pages\.json › entry 1 \(home\) › text: "45 days" is a number of days no term or package holds/),
    ]);
  });

  it("holds a category's answers to its own packages' terms", () => {
    const categories = [
      { slug: "domestic", terms: [{ answer: "A 40% deposit." }] },
      { slug: "cruise", terms: [{ answer: "A 40% deposit; the balance 60 days before." }] },
    ];
    expect(run([{ file: "package-categories.json", data: categories }])).toEqual([
      expect.stringMatching(/^content\/package-categories\.json › entry 1 \(domestic\) › terms › item 1 › answer: "40%" is a percentage/),
    ]);
  });

  it("refuses a tax sentence that types its rate, even the right one, but not a share next to 'GST included'", () => {
    expect(
      run([
        {
          file: "ui.json",
          data: { a: "GST at 5% is added.", b: "5% GST", c: "TCS of 2% applies.", d: "25% of the price (GST included)", e: "GST of {rate}%" },
        },
      ]),
    ).toEqual([
      expect.stringMatching(/ › a: "5%" restates a tax rate/),
      expect.stringMatching(/ › b: "5%" restates a tax rate/),
      expect.stringMatching(/ › c: "2%" restates a tax rate/),
    ]);
  });

  it("refuses a price said to rise without its figure, and a charge of a package named without its amount", () => {
    expect(
      run([
        {
          file: "packages/goa.json",
          data: {
            price: { note: "Prices rise at Christmas." },
            exclusions: ["Port charges extra", "Gratuities, charged on board", "Extra nights if a pass closes"],
          },
        },
      ]),
    ).toEqual([
      expect.stringMatching(/› price › note: "Prices rise" says a price rises without its figure/),
      expect.stringMatching(/› exclusions › item 1: "extra" names a charge without its amount/),
      expect.stringMatching(/› exclusions › item 2: "charged on board" names a charge without its amount/),
    ]);
  });

  it("reads the guides line by line, in every language", () => {
    project.write("guides/goa.md", "---\nslug: goa\n---\nA 20% surcharge at Christmas.\n");
    const errors = proseFigures(
      contentOf({ root: project.root, files: { "booking-terms.json": terms } as never, markdown: { guides: [{ file: "content/guides/goa.md" }] } as never }),
    ).errors;
    expect(errors).toEqual([expect.stringMatching(/^content\/guides\/goa\.md › line 4: "20%" is a percentage no term or package holds/)]);
  });
});
