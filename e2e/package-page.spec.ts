import fs from "node:fs";
import path from "node:path";
import { test, expect, expectNoAxeViolations, gotoHydrated, mobile, desktop } from "./fixtures";
import { readContent, readFolder, taxRates } from "./support/content";
import { sampleOf, seed } from "./support/templates";
import { localizePath, locales, type Locale } from "../model/locales";
import { packageEnquiryLink, pagePaths, sectionPaths } from "../model/routes";
import { fill } from "../src/utils/fill";
import { formatRupees } from "../src/utils/format-price";
import { allInPrice, currentPeriods } from "../src/utils/trip-price";
import { currentOffers } from "../src/utils/offers";
import { dayIn, laterDay } from "../src/utils/calendar-day";
import { businessTimeZone } from "../model/time-zone";

// Package pages against their content files: in a browser, the model page and a seeded sample; from
// the served HTML, every package page in every language it is written in.
const settings = readContent("settings.json");
const publicDir = path.join(__dirname, "..", "public");

/** The page's build context (its kind in model/routes.ts): its build date and the related packages it shows. */
const contextOf = (url: string) =>
  JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", url, "page-data.json"), "utf8")).result.pageContext as { today: string; related: string[] };

const pagesIn = (locale: Locale) =>
  readFolder("packages", locale)
    .sort((a, b) => a.order - b.order)
    .map((pkg) => ({ pkg, url: localizePath(pagePaths.package(pkg), locale), locale }));

const all = locales.flatMap(pagesIn);

async function checkPage(page: import("@playwright/test").Page, { pkg, url, locale }: (typeof all)[number]) {
  const ui = readContent("ui.json", locale);
  const { trip } = ui;
  const terms = pkg.policies ?? readContent("booking-terms.json", locale);
  const { today, related } = contextOf(url);
  await gotoHydrated(page, url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pkg.title);

  // One titled entry per day.
  const days = page.getByRole("region", { name: trip.itinerary }).getByRole("listitem");
  await expect(days).toHaveCount(pkg.days);
  await expect(days.first().getByRole("heading", { level: 3 })).toHaveText(`${fill(trip.day, { number: 1 })} ${pkg.itinerary[0].title}`);

  const price = page.getByRole("region", { name: trip.price, exact: true });
  const { gst: gstRate } = taxRates(locale);
  await expect(price).toContainText(
    pkg.price.from ? `${trip.from} ${formatRupees(allInPrice(pkg.price.from, gstRate, pkg.price.charges).allIn)} ${pkg.price.basis}` : ui.packages.onRequest,
  );

  // Departures: never a date before the build's day, nor (once hydrated) before today in India.
  const departures = page.getByRole("region", { name: trip.departures });
  const day = laterDay(today, dayIn(businessTimeZone, new Date()));
  const upcoming = (pkg.departures.dates ?? []).filter((d) => d.date >= day);
  const shown = await departures.locator("time").evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
  expect(shown.sort()).toEqual(upcoming.map((d) => d.date).sort());
  if (pkg.departures.anyDate) await expect(departures).toContainText(trip.anyDate);
  else if (!upcoming.length) await expect(departures).toContainText(trip.newDatesSoon);

  const policies = page.getByRole("region", { name: trip.policies });
  await expect(policies).toContainText(terms.payment[0]);
  await expect(policies.getByRole("row")).toHaveCount(terms.cancellation.length + 1);

  // Three other packages, each linking to its own page, the closest first (the build's order).
  // (Each card's Enquire leads to that package's own form, under its page: not a link to the page.)
  const relatedLinks = page.getByRole("region", { name: trip.related }).locator('a[href*="/packages/"]:not([href*="/enquire"])');
  expect(related).toHaveLength(3);
  const hrefs = await relatedLinks.evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  const packages = readFolder("packages", locale);
  const expected = related.map((slug) => localizePath(pagePaths.package(packages.find((p) => p.slug === slug)!), locale));
  expect([...new Set(hrefs)]).toEqual(expected);

  // Home › Packages › category › package.
  const category = readContent("package-categories.json", locale).find((c) => c.slug === pkg.category)!;
  const trail = page.getByRole("navigation").filter({ has: page.locator('[aria-current="page"]') });
  await expect(trail.getByRole("link")).toHaveText([ui.breadcrumbs.home, ui.breadcrumbs.packages, category.name]);
  await expect(trail.getByRole("link").nth(1)).toHaveAttribute("href", localizePath(sectionPaths.packages, locale));
  await expect(trail.locator('[aria-current="page"]')).toHaveText(pkg.title);

  await expect(page.getByRole("link", { name: trip.enquire }).first()).toHaveAttribute(
    "href",
    localizePath(packageEnquiryLink(pagePaths.package(pkg)), locale),
  );
  const whatsapp = page.getByRole("link", { name: trip.whatsapp }).first();
  const href = new URL((await whatsapp.getAttribute("href")) ?? "");
  expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${settings.whatsapp.number}`);
  expect(href.searchParams.get("text")).toBe(
    fill(trip.whatsappMessage, { title: pkg.title, duration: fill(trip.duration, { days: pkg.days, nights: pkg.nights }) }),
  );
}

// The model page (Kerala) in each language at both widths, and a sample of the other package pages
// at phone width, drawn by the run's seed (support/templates.ts): a browser load costs seconds, so
// it follows the templates, not the content. Every package page's structured data is read below.
const model = all.filter((entry) => entry.pkg.slug === "kerala-backwaters");
const sampled = sampleOf(
  all.filter((entry) => !model.includes(entry)),
  4,
);
for (const viewport of [mobile, desktop]) {
  test.describe(`package pages at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const entry of viewport === desktop ? model : [...model, ...sampled]) {
      const why = model.includes(entry) ? "the model page" : `sample, E2E_SEED=${seed()}`;
      const viewer = viewport === desktop && entry.locale === "en";
      test(`${entry.url} (${why}) shows its days, price, dates, terms, related trips and ways to enquire${viewer ? "; a photo opens in the viewer and closing it returns to the photo" : ""}`, async ({
        page,
      }) => {
        await checkPage(page, entry);
        // At 1280 px a package page in each language is axe-checked in templates.spec.ts.
        if (model.includes(entry) && viewport === mobile) await expectNoAxeViolations(page);
        // On the same load, as it is the model page.
        if (viewer) await test.step("a photo opens in the viewer and closing it returns to the photo", () => photoViewer(page, entry));
      });
    }
  });
}

async function photoViewer(page: import("@playwright/test").Page, { pkg, locale }: (typeof all)[number]) {
  const { trip } = readContent("ui.json", locale);
  // A link to the photo's large file, which opens the viewer instead with JavaScript (record 0061).
  const second = page.getByRole("link", { name: fill(trip.openPhoto, { position: 2, total: pkg.photos.length }) });
  await second.click();
  const viewer = page.getByRole("dialog");
  await expect(viewer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(second).toBeFocused();
}

// Light: read from the served HTML, so every page of every language, batched by language.
for (const locale of locales) {
  test(`every ${locale} package page has a TouristTrip with its days and offer, and its breadcrumb`, async ({ request }) => {
    const entries = all.filter((entry) => entry.locale === locale);
    const pages = await Promise.all(entries.map(async ({ url }) => (await request.get(url)).text()));
    entries.forEach(({ pkg, url }, n) => {
      const blocks = [...pages[n].matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
      const byType = (type: string) => blocks.filter((b) => b["@type"] === type);
      const [agency] = byType("TravelAgency");
      const [trip] = byType("TouristTrip");
      expect(trip, url).toMatchObject({ "@context": "https://schema.org", name: pkg.title, provider: { "@id": agency["@id"] } });
      expect(trip.description, url).toBeTruthy();
      expect(new URL(trip.url).pathname, url).toBe(url);
      expect(trip.itinerary, url).toMatchObject({ "@type": "ItemList", numberOfItems: pkg.days });
      expect(
        trip.itinerary.itemListElement.map((i: { position: number }) => i.position),
        url,
      ).toEqual(pkg.itinerary.map((_, i) => i + 1));
      const { offers } = trip;
      expect(["Offer", "AggregateOffer"], url).toContain(offers["@type"]);
      expect(offers.priceCurrency, url).toBe("INR");
      expect(offers.availability, url).toMatch(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|SoldOut|OutOfStock)$/);
      // The price the page shows, GST included, and said so.
      const { gst: gstRate } = taxRates();
      const allIn = pkg.price.from && allInPrice(pkg.price.from, gstRate, pkg.price.charges).allIn;
      const taxIncluded = { priceSpecification: { price: allIn, priceCurrency: "INR", valueAddedTaxIncluded: true } };
      // The offers current on the build's day (today in India), each sold at its own all-in price.
      const specials = pkg.price.from
        ? currentOffers(pkg.offers, dayIn(businessTimeZone, new Date())).map((o) => allInPrice(pkg.price.from! - o.saving, gstRate, pkg.price.charges).allIn)
        : [];
      // A price by season: an offer for each season's departure days, and the "from" price's for the
      // days around them (Goa: until 19 December, from 3 January), each with its validFrom and validThrough.
      const day = dayIn(businessTimeZone, new Date());
      const seasons = pkg.price.from ? currentPeriods(pkg.price.periods, day) : [];
      const priceOffers = seasons.length ? seasons.length * 2 + (seasons[0].startsOn > day ? 1 : 0) : 1;
      for (const season of seasons) {
        expect(offers.offers, url).toContainEqual(
          expect.objectContaining({
            name: season.label,
            price: allInPrice(season.amount, gstRate, pkg.price.charges).allIn,
            validFrom: `${season.startsOn}T00:00:00+05:30`,
            validThrough: `${season.endsOn}T23:59:59+05:30`,
          }),
        );
      }
      if ((pkg.price.tiers?.length || specials.length || seasons.length) && allIn) {
        expect(offers, url).toMatchObject({
          "@type": "AggregateOffer",
          lowPrice: Math.min(allIn, ...specials),
          offerCount: (pkg.price.tiers?.length ?? 0) + priceOffers + specials.length,
        });
        expect(offers.offers[0], url).toMatchObject({ price: allIn, ...taxIncluded });
      } else if (allIn) expect(offers, url).toMatchObject({ price: allIn, ...taxIncluded });
      const validUntil = offers.priceValidUntil ?? offers.offers?.[0]?.priceValidUntil;
      if (validUntil)
        expect(
          (pkg.departures.dates ?? []).map((d) => d.date),
          url,
        ).toContain(validUntil);
      const [crumbs] = byType("BreadcrumbList");
      expect(crumbs.itemListElement, url).toHaveLength(4);
      expect(new URL(crumbs.itemListElement[3].item).pathname, url).toBe(url);
    });
  });
}

// The model page, and the longest trip sheets: high trips, with the altitude profile and its note. All
// stay within six A4 pages.
const printed = all.filter((entry) => ["kerala-backwaters", "ladakh-road-trip", "spiti-valley-trek"].includes(entry.pkg.slug));
const pageLimit = 6;
const high = (entry: (typeof all)[number]) => entry.pkg.slug !== "kerala-backwaters";

test.describe("printed (saved as PDF)", () => {
  for (const entry of printed) {
    test(`${entry.url} keeps the trip, its route${high(entry) ? " and altitude profile" : ""}, prices, terms and the office's phone and address, and drops the screen's chrome`, async ({
      page,
    }) => {
      const { url, locale } = entry;
      const ui = readContent("ui.json", locale);
      const local = readContent("settings.json", locale);
      const glance = readContent("trip-glance.json", locale);
      await gotoHydrated(page, url);
      await page.emulateMedia({ media: "print" });
      for (const name of [glance.title, ui.trip.itinerary, ui.trip.price, ui.trip.departures, ui.trip.policies]) {
        await expect(page.getByRole("region", { name, exact: true })).toBeVisible();
      }
      // The trip at a glance on paper: the route drawn with its stops, and on a high trip the profile
      // and the note on acclimatising; the profile's table, the drawing's text on screen, is left out.
      const section = page.getByRole("region", { name: glance.title, exact: true });
      const route = section.getByRole("figure", { name: glance.routeTitle, exact: true });
      await expect(route.locator("svg")).toBeVisible();
      await expect(route.getByRole("listitem").first()).toBeVisible();
      if (high(entry)) {
        const profile = section.getByRole("figure", { name: glance.profileTitle, exact: true });
        await expect(profile.locator("svg").first()).toBeVisible();
        await expect(section.getByRole("note")).toBeVisible();
        // The drawing is on paper; its table, folded away on screen, is not.
        await expect(profile.getByText(glance.showTable, { exact: true })).toBeHidden();
      }
      await expect(page.getByRole("contentinfo").getByText(local.phone.display)).toBeVisible();
      await expect(page.getByRole("contentinfo").getByText(local.address.street, { exact: false })).toBeVisible();
      // Located with hidden elements included, so each check finds the element it says is hidden.
      const hidden = { includeHidden: true };
      const gone = [
        page.getByRole("region", { name: ui.header.offers, exact: true, ...hidden }),
        page.getByRole("banner", hidden),
        page.getByRole("complementary", { name: ui.contactWidget.label, ...hidden }),
        page.getByRole("region", { name: ui.trip.related, ...hidden }),
        ...(await page.getByRole("contentinfo").getByRole("navigation", hidden).all()),
        ...(await page.getByRole("link", { name: ui.trip.enquire, ...hidden }).all()),
      ];
      expect(gone.length).toBeGreaterThanOrEqual(8);
      for (const element of gone) {
        await expect(element).toHaveCount(1);
        await expect(element).toBeHidden();
      }

      const pdf = (await page.pdf({ format: "A4" })).toString("latin1");
      const pages = pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
      test.info().annotations.push({ type: "A4 pages", description: String(pages) });
      expect(pages, "A4 pages").toBeGreaterThanOrEqual(2);
      expect(pages, "A4 pages").toBeLessThanOrEqual(pageLimit);
    });
  }
});
