import { test, expect, expectNoAxeViolations, gotoHydrated, mobile } from "./fixtures";
import { readContent, readFolder, taxRates } from "./support/content";
import { localizePath, type Locale } from "../model/locales";
import { pagePaths } from "../model/routes";
import { fill } from "../src/utils/fill";
import { formatRupees as rupees } from "../src/utils/format-price";

// The party's total on Kerala's page, in both languages: two adults and two children, worked out
// here by hand from the content file; the choice in the address survives a reload; the calculator
// is reached and used from the keyboard, passes axe, fits 320 px; "Enquire with these details"
// opens the form filled in, its message the itemised total; without JavaScript the per-person
// price table is there and the calculator's button is not.

const site = (locale: Locale) => {
  const kerala = readFolder("packages", locale).find((p) => p.slug === "kerala-backwaters")!;
  const from = kerala.price.from!;
  const words = readContent("ui.json", locale).trip.party;
  const contact = readContent("contact.json", locale).form;
  const { gst } = taxRates(locale);
  const child = kerala.price.extras!.find((e) => e.for === "child")!;
  // By hand: each price with GST, rounded to the rupee as the invoice rounds it, times two.
  const adultEach = Math.round((from * (100 + gst)) / 100); // ₹21,499 + 5% = ₹22,573.95: ₹22,574
  const childEach = Math.round((child.amount * (100 + gst)) / 100); // ₹11,999 + 5% = ₹12,598.95: ₹12,599
  const total = 2 * adultEach + 2 * childEach; // ₹70,346
  return {
    kerala,
    words,
    contact,
    child,
    adultEach,
    childEach,
    total,
    url: localizePath(pagePaths.package(kerala), locale),
  };
};

for (const locale of ["en", "hi"] as const) {
  const s = site(locale);
  const childrenLabel = fill(s.words.children, { from: s.child.minAge ?? 0, to: s.child.maxAge ?? 0 });

  test(`two adults and two children on Kerala: the total by hand, kept by a reload, from the keyboard (${locale})`, async ({ page }) => {
    await page.setViewportSize(mobile);
    await gotoHydrated(page, s.url);
    const calculator = page.getByRole("region", { name: s.words.title });
    const open = calculator.getByRole("button", { name: s.words.open });
    // Keyboard only: focus the button, open with Enter; focus moves to the first choice.
    await open.focus();
    await page.keyboard.press("Enter");
    const when = calculator.getByLabel(s.words.month, { exact: true });
    await expect(when).toBeFocused();
    await expect(calculator.getByLabel(s.words.adults, { exact: true })).toHaveValue("2");
    const children = calculator.getByLabel(childrenLabel, { exact: true });
    await children.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(children).toHaveValue("2");

    const totalRow = calculator.getByRole("row", { name: new RegExp(s.words.total) });
    await expect(totalRow).toContainText(rupees(s.total));
    await expect(calculator).toContainText(fill(s.words.line, { count: 2, each: rupees(s.adultEach) }));
    await expect(calculator).toContainText(fill(s.words.line, { count: 2, each: rupees(s.childEach) }));
    await expect(page).toHaveURL(/adults=2&children=2/);
    await expectNoAxeViolations(page, 'section[aria-labelledby="party-total"]');

    // A reload of the address (or the link sent to the family) shows the same total; here on a
    // 320 px phone (loaded at that width: the menu's drawer sits off-screen after a resize), where nothing scrolls sideways.
    await page.setViewportSize({ width: 320, height: 700 });
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(calculator.getByRole("row", { name: new RegExp(s.words.total) })).toContainText(rupees(s.total));
    await expect(calculator.getByLabel(childrenLabel, { exact: true })).toHaveValue("2");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test(`"Enquire with these details" opens the form filled in, with the itemised total (${locale})`, async ({ page }) => {
    await gotoHydrated(page, `${s.url}?adults=2&children=2`);
    const calculator = page.getByRole("region", { name: s.words.title });
    await expect(calculator.getByRole("row", { name: new RegExp(s.words.total) })).toContainText(rupees(s.total));
    const month = await calculator.getByLabel(s.words.month, { exact: true }).inputValue();
    await calculator.getByRole("link", { name: s.words.enquire }).click();
    await expect(page).toHaveURL(/\/contact\?/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByLabel(s.contact.choice.label, { exact: true })).toHaveValue(`package:${s.kerala.slug}`);
    await expect(page.getByLabel(s.contact.month.label, { exact: true })).toHaveValue(month);
    await expect(page.getByLabel(s.contact.adults.label, { exact: true })).toHaveValue("2");
    await expect(page.getByLabel(s.contact.children.label, { exact: true })).toHaveValue("2");
    const message = page.getByLabel(s.contact.message.label, { exact: true });
    await expect(message).toHaveValue(new RegExp(s.kerala.title));
    await expect(message).toHaveValue(new RegExp(`${s.words.total}: ${rupees(s.total)}`));
    await expect(message).toHaveValue(new RegExp(`${fill(s.words.line, { count: 2, each: rupees(s.childEach) })} = ${rupees(2 * s.childEach)}`));
  });

  test.describe(`without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });
    test("the per-person price table is there, and the calculator's button is not", async ({ page }) => {
      await page.goto(s.url);
      await expect(page.locator('section[aria-labelledby="trip-price"]')).toContainText(rupees(s.adultEach));
      await expect(page.getByRole("button", { name: s.words.open })).toBeHidden();
      await expect(page.getByRole("heading", { name: s.words.title })).toBeHidden();
    });
  });
}
