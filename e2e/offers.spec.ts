import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated } from "./fixtures";
import { readContent, readFolder, taxRates } from "./support/content";
import { localizePath, locales, type Locale } from "../model/locales";
import { pagePaths } from "../model/routes";
import { claimEnds, offerPercent, offerPrices } from "../src/utils/offers";
import { chargesTotal } from "../src/utils/trip-price";
import { formatRupees } from "../src/utils/format-price";

// An offer is shown, claimed and sold until midnight in India at the end of its last day, and no
// longer, in an open page without a reload (CCPA 2022: a claim must be true when it is shown; CCPA
// 2023: no false urgency). The offers, dates and words come from the content; the clock is Playwright's.

/** An instant in India time: ("2027-01-31", "23:59") -> 2027-01-31T18:29:00Z. */
const inIndia = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const gstRate = taxRates().gst;

/** Every offer with its package's page, soonest to end first. */
function offersIn(locale: Locale) {
  return readFolder("packages", locale)
    .flatMap((pkg) => (pkg.offers ?? []).map((offer) => ({ pkg, offer, url: localizePath(pagePaths.package(pkg), locale) })))
    .sort((a, b) => a.offer.validThrough.localeCompare(b.offer.validThrough));
}
const claimsIn = (locale: Locale) =>
  offersIn(locale).map(({ pkg, offer }) => ({ ...offer, percent: offerPercent(pkg.price.from ?? 0, offer.saving, gstRate, chargesTotal(pkg.price.charges)) }));

/** "31 January 2027" in the page's language. */
const dayText = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(readContent("ui.json", locale).locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** The banner's link: its claim, with the day it ends, on a day an offer is current; its plain line on others. */
async function expectBanner(page: Page, locale: Locale, day: string) {
  const { banner } = readContent("settings.json", locale);
  const claim = claimEnds(claimsIn(locale), day);
  const percent = claim?.percent ?? 0;
  const name = claim
    ? `${banner.claim.replace("{percent}", String(claim.percent)).replace("{date}", dayText(claim.validThrough, locale))} ${banner.claimLabel}`
    : `${banner.text} ${banner.linkLabel}`;
  const region = page.getByRole("region", { name: readContent("ui.json", locale).header.offers });
  await expect(region.getByRole("link")).toHaveAccessibleName(name);
  await expect(region.getByRole("link")).toHaveAttribute("href", localizePath(percent ? banner.claimLink : banner.link, locale));
}

/** The offers the TouristTrip in the live <head> sells, with their days. */
const offersInHead = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')]
      .map((s) => JSON.parse(s.textContent ?? "null"))
      .filter((b) => b?.["@type"] === "TouristTrip")
      .flatMap((b) => b.offers.offers ?? [b.offers])
      .filter((o) => o.validFrom)
      .map((o) => ({ validFrom: o.validFrom, validThrough: o.validThrough, priceValidUntil: o.priceValidUntil })),
  );

for (const locale of locales) {
  const all = offersIn(locale);
  const { offers: words } = readContent("ui.json", locale);

  test.describe(`offers in India time (${locale})`, () => {
    test("an offer is shown with its last day, claimed and sold until midnight in India, and gone a minute after without a reload", async ({ page }) => {
      const { url, offer, pkg } = all[0];
      await page.clock.install({ time: inIndia(offer.validThrough, "23:59") });
      await gotoHydrated(page, url);
      const section = page.getByRole("region", { name: words.title });
      await expect(section.getByRole("listitem")).toHaveCount(1);
      await expect(section).toContainText(dayText(offer.validThrough, locale));
      // The price it is taken off, GST included as the price box shows it, and what that price buys.
      const prices = offerPrices(pkg.price.from ?? 0, offer.saving, gstRate, chargesTotal(pkg.price.charges));
      for (const figure of [prices.offerPrice, prices.price]) await expect(section).toContainText(formatRupees(figure));
      await expect(section).toContainText(pkg.price.basis);
      await expectBanner(page, locale, offer.validThrough);
      await expect
        .poll(() => offersInHead(page), { message: "the TouristTrip's offers in <head>" })
        .toEqual([
          { validFrom: `${offer.validFrom}T00:00:00+05:30`, validThrough: `${offer.validThrough}T23:59:59+05:30`, priceValidUntil: offer.validThrough },
        ]);

      // Two minutes on, past midnight in India: no reload, no rebuild.
      await page.clock.fastForward("02:00");
      await expect(section).toHaveCount(0);
      await expectBanner(page, locale, dayAfter(offer.validThrough));
      await expect.poll(() => offersInHead(page), { message: "the TouristTrip's offers in <head>" }).toEqual([]);
    });

    test("/offers lists only the offers current today, and says so when none is, as does the banner", async ({ page }) => {
      const last = all[all.length - 1];
      const offersUrl = localizePath("/offers", locale);
      const title = readContent("pages.json", locale).find((p) => p.page === "offers")?.heroTitle ?? "";
      const day = all[0].offer.validThrough;
      await page.clock.install({ time: inIndia(day, "23:59") });
      await gotoHydrated(page, offersUrl);
      const listed = page.getByRole("list", { name: title }).getByRole("heading", { level: 2 });
      const current = (on: string) => all.filter(({ offer }) => offer.validFrom <= on && on <= offer.validThrough).map(({ pkg }) => pkg.title);
      await expect(listed).toHaveText([...new Set(current(day))].sort((a, b) => titleOrder(a) - titleOrder(b)));
      await page.clock.fastForward("02:00");
      await expect(listed).toHaveText([...new Set(current(dayAfter(day)))].sort((a, b) => titleOrder(a) - titleOrder(b)));

      // The day after the last offer ends: nothing listed, a sentence and the packages; no claim.
      await page.clock.setSystemTime(inIndia(dayAfter(last.offer.validThrough), "00:01"));
      await gotoHydrated(page, offersUrl);
      await expect(page.getByRole("list", { name: title })).toHaveCount(0);
      await expect(page.getByText(words.none)).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: words.browse })).toHaveAttribute("href", localizePath("/packages", locale));
      await expectBanner(page, locale, dayAfter(last.offer.validThrough));
    });
  });

  /** The packages' order on /offers (content's `order`, then as listed). */
  function titleOrder(title: string) {
    const pkg = all.find((a) => a.pkg.title === title)?.pkg;
    return pkg ? pkg.order : 0;
  }
}
