/** @jest-environment node */
import { tempProject, contentOf } from "../__fixtures__/content";
import { typedPrices } from "../typed-prices";

// The rule reads the English entries the check read and their translations from disk.
describe("typed prices", () => {
  const project = tempProject();
  afterAll(project.remove);
  const entry = (file: string, data: unknown) => ({ file: `content/${file}`, data, schema: undefined as never });
  const run = (entries: { file: string; data: unknown }[]) => typedPrices(contentOf({ root: project.root, entries: entries as never })).errors;

  it("refuses any rupee amount in an offer, a theme or a service, and a from price in page copy", () => {
    project.write("hi/themes.json", JSON.stringify([{ slug: "beach", intro: "₹14,999 से शुरू" }]));
    expect(
      run([
        entry("offers.json", [{ title: "Goa", category: "Beach" }]),
        entry("themes.json", [{ slug: "beach", intro: "Beach weeks for ₹14,999" }]),
        entry("pages.json", [{ page: "home", description: "Trips starting at ₹9,999." }]),
      ]),
    ).toEqual([
      'content/themes.json › entry 1 (beach) › intro: "₹14,999" is a price typed by hand; remove it: the site shows the "from" price of the packages a link leads to (content/README.md, "Prices are computed")',
      'content/hi/themes.json › entry 1 (beach) › intro: "₹14,999 से" is a price typed by hand; remove it: the site shows the "from" price of the packages a link leads to (content/README.md, "Prices are computed")',
      'content/pages.json › entry 1 (home) › description: "starting at ₹9,999" is a price typed by hand; remove it: the site shows the "from" price of the packages a link leads to (content/README.md, "Prices are computed")',
    ]);
  });

  it("keeps amounts that are facts of their own: a category's fee, a range, the filters, a package's price", () => {
    expect(
      run([
        entry("package-categories.json", [{ slug: "domestic", terms: [{ answer: "We keep a ₹5,000 booking fee." }] }]),
        entry("package-filters.json", { budgets: [{ label: "₹25,000 to ₹50,000" }] }),
        entry("packages/goa.json", { price: { note: "From ₹14,999 per person" } }),
      ]),
    ).toEqual([]);
  });

  it("refuses a from price on a guide's line, in every language, and keeps a cost named in it", () => {
    project.write("guides/goa.md", "---\ntitle: Goa\n---\nBeach weeks from ₹14,999.\n\nA ferry ticket costs ₹20.\n");
    project.write("hi/guides/goa.md", "---\ntitle: गोवा\n---\nसमुद्र तट की छुट्टियाँ ₹14,999 से।\n");
    const guides = [{ file: "content/guides/goa.md", data: {}, body: "", bodyLine: 4 }];
    expect(typedPrices(contentOf({ root: project.root, markdown: { guides } as never })).errors).toEqual([
      'content/guides/goa.md › line 4: "from ₹14,999" is a price typed by hand; remove it: the guide\'s trips show their prices on their cards (content/README.md, "Prices are computed")',
      'content/hi/guides/goa.md › line 4: "₹14,999 से" is a price typed by hand; remove it: the guide\'s trips show their prices on their cards (content/README.md, "Prices are computed")',
    ]);
  });

  it("refuses a from price in the interface words", () => {
    expect(run([entry("ui.json", { packages: { cta: "Trips from ₹9,999" } })])).toEqual([
      'content/ui.json › packages › cta: "from ₹9,999" is a price typed by hand; remove it: the site shows the "from" price of the packages a link leads to (content/README.md, "Prices are computed")',
    ]);
  });
});
