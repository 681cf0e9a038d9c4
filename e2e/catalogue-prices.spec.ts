import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated } from "./fixtures";
import { readContent } from "./support/content";
import { localizePath, locales } from "../model/locales";

// A home offer tile's "from" price is what the page it links to sells for: the lowest price of a
// package that page lists (a package's own page: its price). Figures are read as a visitor sees
// them, on both pages, in both languages.
// Both are all-in (GST included), as every price a visitor sees.

/** "₹18,999" or "₹1,89,999" -> 18999. */
const rupees = (text: string) => Number(text.replace(/[₹,\s]/g, ""));
const figure = /₹\s?[\d,]+/;

/**
 * The lowest price the page shows on a package it lists, or in its price box (a package's page); null
 * before any shows. While an offer runs, a card and the price box lead with the offer (issue 64): the
 * price the tile compares with is then the package's price without the offer, struck through beside it.
 */
async function lowestShownPrice(page: Page, priceBox: string): Promise<number | null> {
  const box = page.getByRole("region", { name: priceBox, exact: true });
  const usual = (el: Element, pattern: string) => {
    const without = el.querySelector("s")?.textContent;
    if (without) return without;
    // The price box's own "from" line comes after its offers, which name other figures (a saving).
    const copy = el.cloneNode(true) as Element;
    copy.querySelector("section")?.remove();
    return new RegExp(pattern).exec(copy.textContent ?? "")?.[0] ?? "";
  };
  const prices = (await box.count())
    ? [await box.evaluate(usual, figure.source)]
    : await page
        .getByRole("main")
        .getByRole("listitem")
        .filter({ hasText: "₹" })
        .filter({ has: page.getByRole("heading") })
        .evaluateAll(
          (items, pattern) => items.map((el) => (el.querySelector("s")?.textContent ?? new RegExp(pattern).exec(el.textContent ?? "")?.[0]) || ""),
          figure.source,
        );
  const shown = prices.filter(Boolean);
  return shown.length ? Math.min(...shown.map(rupees)) : null;
}

for (const locale of locales) {
  const offers = readContent("offers.json", locale);
  const ui = readContent("ui.json", locale);

  // One test a language, each tile a step from the home page (one browser context: its cache serves
  // the pages' shared files from the second tile on).
  test(`home offer tiles' prices (${locale}): each tile shows the lowest price of the page it leads to`, async ({ page }) => {
    test.setTimeout(offers.length * 15_000);
    for (const offer of offers) {
      await test.step(`"${offer.title}" shows the lowest price of ${offer.link}`, async () => {
        await gotoHydrated(page, localizePath("/", locale));
        const grid = page.getByTestId("offer-grid");
        const link = grid
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: offer.title }) })
          .getByRole("link");
        const tilePrice = (await link.innerText()).match(figure)?.[0];
        expect(tilePrice, `the tile "${offer.title}" names a price`).toBeTruthy();
        // The words around the figure come from content: "From ₹X" / "₹X से", then the tile's title for screen readers.
        await expect(link).toHaveAccessibleName(`${ui.catalogue.fromPrice.replace("{price}", tilePrice as string)} – ${offer.title}`);

        await link.click();
        await expect(page).toHaveURL(new RegExp(`${localizePath(offer.link, locale)}/?$`));
        // The page opened in the browser: its cards (or price box) come once it has rendered.
        await expect(page.getByTestId("offer-grid")).toHaveCount(0);
        const lowest = () => lowestShownPrice(page, ui.trip.price);
        await expect.poll(lowest, { message: "a price on the page the tile leads to" }).not.toBeNull();
        const shown = (await lowest()) as number;
        expect(rupees(tilePrice as string), offer.title).toBe(shown);
      });
    }
  });
}
