import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated } from "./fixtures";
import { readContent, readFolder, taxRates } from "./support/content";
import { localizePath, locales } from "../model/locales";
import { pagePaths, sectionPaths } from "../model/routes";
import { fill } from "../src/utils/fill";
import { formatRupees } from "../src/utils/format-price";
import { allInPrice, amountPaidToUs, tcsOn } from "../src/utils/trip-price";

// The price a visitor reads first is what a person pays, GST and compulsory charges included,
// everywhere: the card on /packages shows the same figure as the package page's price box, and the
// finder's budgets and price sort place each package by that figure, not by the price before GST.

for (const locale of locales) {
  const ui = readContent("ui.json", locale);
  const rates = taxRates(locale);
  const terms = readContent("booking-terms.json", locale);
  const words = readContent("package-filters.json", locale);
  const packages = readFolder("packages", locale);
  const bySlug = (slug: string) => packages.find((p) => p.slug === slug)!;
  const kerala = bySlug("kerala-backwaters");
  const dubai = bySlug("dubai-city-and-desert");
  const all = (p: typeof kerala) => allInPrice(p.price.from!, rates.gst, p.price.charges);
  const headline = (p: typeof kerala) => `${formatRupees(all(p).allIn)} ${p.price.basis}`;
  const breakdown = (p: typeof kerala) =>
    [
      fill(ui.packages.withGst, { price: formatRupees(p.price.from!), gst: formatRupees(all(p).gst), rate: rates.gst }),
      ...(all(p).charges ? [fill(ui.packages.withCharges, { charges: formatRupees(all(p).charges) })] : []),
    ].join(" ");
  const finder = localizePath(sectionPaths.packages, locale);
  const card = (page: Page, p: typeof kerala) =>
    page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: p.title, exact: true }) });
  const results = (page: Page) => page.getByRole("search", { name: words.title }).getByRole("status");

  test(`${locale}: a card's all-in price is the price box's on the package page, with the same breakdown, charges included`, async ({ page }) => {
    await gotoHydrated(page, finder);
    for (const p of [kerala, dubai]) {
      await expect(card(page, p), p.slug).toContainText(`${ui.packages.from} ${headline(p)}`);
      await expect(card(page, p), p.slug).toContainText(breakdown(p));
    }
    // Dubai's tourism dirham is in its figure: a charge no traveller can avoid.
    expect(all(dubai).charges).toBeGreaterThan(0);
    // A tour abroad names TCS and its rate on the card; a tour in India does not.
    const tcs = fill(ui.packages.tcs, { rate: rates.tcs });
    await expect(card(page, dubai)).toContainText(tcs);
    await expect(card(page, kerala)).not.toContainText(tcs);

    // The figure as the card shows it, then the same on the package's page.
    const shown = await card(page, kerala).locator("strong[translate=no]").textContent();
    expect(shown).toBe(formatRupees(all(kerala).allIn));
    await card(page, kerala).getByRole("link", { name: kerala.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath(pagePaths.package(kerala), locale)}$`));
    const price = page.getByRole("region", { name: ui.trip.price, exact: true });
    await expect(price).toContainText(`${ui.trip.from} ${shown} ${kerala.price.basis}`);
    await expect(price).toContainText(breakdown(kerala));
  });

  test(`${locale}: a trip abroad says TCS at the rate in force, 2% of what is paid to us: Swiss Alps ₹1,99,499, TCS ₹3,990`, async ({ page }) => {
    const swiss = bySlug("swiss-alps");
    const paid = amountPaidToUs(swiss.price.from!, rates.gst, swiss.price.charges);
    expect([rates.tcs, paid, tcsOn(paid, rates.tcs)]).toEqual([2, 199499, 3990]);
    await page.goto(localizePath(pagePaths.package(swiss), locale));
    const taxes = page.getByRole("region", { name: ui.trip.price, exact: true }).getByRole("list", { name: terms.taxes.title });
    await expect(taxes).toContainText(fill(terms.taxes.tcs, { rate: rates.tcs, amount: formatRupees(3990) }));
    // Every trip abroad with a price, at 2% of its own price paid to us.
    for (const p of packages.filter((x) => x.overseas && x.price.from)) {
      const tcs = tcsOn(amountPaidToUs(p.price.from!, rates.gst, p.price.charges), rates.tcs);
      await page.goto(localizePath(pagePaths.package(p), locale));
      await expect(page.getByRole("region", { name: ui.trip.price, exact: true }), p.slug).toContainText(
        fill(terms.taxes.tcs, { rate: rates.tcs, amount: formatRupees(tcs) }),
      );
    }
  });

  test(`${locale}: the budget filter and the price sort read the all-in price`, async ({ page }) => {
    // ₹49,999 before GST sits under the ₹50,000 band's top; ₹52,499 with GST is above it, as the card says.
    const upTo50000 = words.budgets.find((b) => b.slug === "25000-to-50000")!;
    expect(dubai.price.from!).toBeLessThanOrEqual(upTo50000.max!);
    expect(all(dubai).allIn).toBeGreaterThan(upTo50000.max!);
    await gotoHydrated(page, `${finder}?budget=25000-to-50000`);
    await expect(results(page)).not.toHaveText(fill(words.countMany, { count: packages.length }));
    await expect(card(page, dubai)).toHaveCount(0);
    await gotoHydrated(page, `${finder}?budget=50000-to-100000`);
    await expect(card(page, dubai)).toContainText(headline(dubai));

    // Sorted by price: the figures the cards show climb, and a price on request comes last. While an
    // offer runs, its card leads with the offer and shows the price without it struck through: the
    // sort, like the budgets and the home tiles' "from", reads the price without the offer.
    await gotoHydrated(page, `${finder}?sort=price`);
    const priced = packages.filter((p) => p.price.from);
    const sorted = priced.map((p) => all(p).allIn).sort((a, b) => a - b);
    const list = page.getByRole("list", { name: fill(words.countMany, { count: packages.length }), exact: true });
    const figures = await list
      .getByRole("listitem")
      .filter({ hasText: "₹" })
      .evaluateAll((items) => items.map((li) => (li.querySelector("s") ?? li.querySelector("strong[translate=no]"))?.textContent ?? ""));
    expect(figures).toEqual(sorted.map(formatRupees));
  });
}
