import { test, expect } from "./fixtures";
import { readContent, readFolder, taxRates } from "./support/content";
import { localizePath, locales, type Locale } from "../model/locales";
import { pagePaths } from "../model/routes";
import { buildDay } from "../scripts/lib/build-day";
import { claimEnds, currentOffers, offerPercent } from "../src/utils/offers";
import { chargesTotal } from "../src/utils/trip-price";

// A page read without JavaScript (a crawler, a blocked script, a page saved days ago) shows the
// built HTML as of the build's day; every dated claim in it says its date, so a reader can judge it
// (CCPA 2022 guidelines on misleading advertisements; CCPA 2023, false urgency): an offer and its
// price line say their last day, the banner's "save up to N%" says until when, a seat count says
// when it was counted, and the counters of the company's record say what and when.

test.use({ javaScriptEnabled: false });

const day = buildDay();
const dayText = (d: string, locale: Locale) =>
  new Intl.DateTimeFormat(readContent("ui.json", locale).locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${d}T00:00:00Z`),
  );

for (const locale of locales) {
  const packages = readFolder("packages", locale);
  const ui = readContent("ui.json", locale);
  const gst = taxRates(locale).gst;
  const offered = packages.flatMap((pkg) => currentOffers(pkg.offers, day).map((offer) => ({ pkg, offer })));

  test(`${locale}: without JavaScript, an offer and its price line each say the offer's last day`, async ({ page }) => {
    // On a build day with no offer current, the claim the page must not make is any offer at all.
    if (!offered.length) {
      const pkg = packages.find((p) => p.offers?.length) ?? packages[0];
      await page.goto(localizePath(pagePaths.package(pkg), locale));
      await expect(page.getByRole("region", { name: ui.offers.title })).toHaveCount(0);
      return;
    }
    const { pkg, offer } = offered[0];
    await page.goto(localizePath(pagePaths.package(pkg), locale));
    const item = page.getByRole("region", { name: ui.offers.title }).getByRole("listitem").first();
    const end = dayText(offer.validThrough, locale);
    // The claim ("book by …") and the offer price's line ("until …") each name the day.
    const text = (await item.textContent()) ?? "";
    expect(text.split(end).length - 1).toBe(2);
    await expect(item.locator("[data-valid-through]")).toHaveAttribute("data-valid-through", offer.validThrough);
  });

  test(`${locale}: without JavaScript, the banner's saving says until when, on every page`, async ({ page }) => {
    const { banner } = readContent("settings.json", locale);
    const claims = packages.flatMap((pkg) =>
      (pkg.offers ?? []).map((o) => ({ ...o, percent: offerPercent(pkg.price.from ?? 0, o.saving, gst, chargesTotal(pkg.price.charges)) })),
    );
    const claim = claimEnds(claims, day);
    for (const path of ["/", "/offers", "/packages"]) {
      await page.goto(localizePath(path, locale));
      // With no offer current on the build day, the banner claims no saving at all.
      if (!claim) {
        await expect(page.getByRole("region", { name: ui.header.offers }).getByText(/\d+\s*%/), path).toHaveCount(0);
        continue;
      }
      const link = page.getByRole("region", { name: ui.header.offers }).getByRole("link");
      await expect(link, path).toHaveAccessibleName(
        `${banner.claim.replace("{percent}", String(claim.percent)).replace("{date}", dayText(claim.validThrough, locale))} ${banner.claimLabel}`,
      );
    }
  });

  test(`${locale}: without JavaScript, the counters say what they count and when, and the years are counted from the founding day`, async ({ page }) => {
    const home = readContent("home.json", locale);
    await page.goto(localizePath("/", locale));
    for (const stat of readContent("stats.json", locale).filter((s) => s.counts && s.asOf)) {
      await expect(page.getByText(home.stats.asOf.replace("{counts}", stat.counts ?? "").replace("{date}", dayText(stat.asOf ?? "", locale)))).toBeVisible();
    }
    const { founded } = readContent("settings.json", locale);
    const [fy, fm, fd] = founded.split("-").map(Number);
    const [y, m, d] = day.split("-").map(Number);
    const years = y - fy - (m < fm || (m === fm && d < fd) ? 1 : 0);
    await expect(page.getByTestId("stat-value").last()).toHaveText(String(years));
    expect(years).toBeGreaterThanOrEqual(13);
  });
}
