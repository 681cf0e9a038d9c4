import type { Page } from "@playwright/test";
import { test, expect, gotoHydrated } from "./fixtures";
import { readContent, readFolder, taxRates } from "./support/content";
import { chargesTotal } from "../src/utils/trip-price";
import { coveredByFloatingButtons } from "./support/floating";
import { cardFigure } from "./support/card-price";
import { localizePath, locales, type Locale } from "../model/locales";
import { enquiryFormAnchor, packageEnquiryLink, pagePaths, sectionPaths } from "../model/routes";
import { fill } from "../src/utils/fill";
import { formatRupees } from "../src/utils/format-price";
import { formatNumber } from "../src/utils/format-number";
import { offerPrices } from "../src/utils/offers";
import { tripMonths } from "../src/utils/trip-months";
import { monthNamesIn } from "../src/utils/month-names";
import { monthLabel } from "../src/utils/trip-months";

// What a visitor on a phone meets first (issue 64), at 320 and 375 px (and 1280 where it matters),
// in both languages, every word and figure read from the content.

const phones = [
  { width: 320, height: 640 },
  { width: 375, height: 812 },
];
const ladakhOf = (locale: Locale) => readFolder("packages", locale).find((p) => p.slug === "ladakh-road-trip")!;
const ui = (locale: Locale) => readContent("ui.json", locale);
const widgetOf = (page: Page, locale: Locale) => page.locator(`aside[aria-label="${ui(locale).contactWidget.label}"]`);

/** An instant in India time: ("2027-01-31", "12:00") -> its Date. */
const inIndia = (day: string, time = "12:00") => new Date(`${day}T${time}:00+05:30`);
/** "31 January 2027" in the page's language. */
const dayText = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(ui(locale).locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));

for (const locale of locales) {
  const slides = readContent("hero-slides.json", locale);
  const words = ui(locale);

  test.describe(`${locale}: a phone's first screen`, () => {
    for (const viewport of phones) {
      test(`point 1, ${viewport.width}x${viewport.height}: the current slide's title and button are on the first screen, and the photo is the largest paint`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        // Still, so the test moves the slides itself (the carousel plays under no-preference).
        await page.emulateMedia({ reducedMotion: "reduce" });
        await gotoHydrated(page, localizePath("/", locale));
        const largest = await page.evaluate(
          () =>
            new Promise<string>((resolve) =>
              new PerformanceObserver((list) => {
                const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element;
                resolve(element ? `${element.tagName} ${element.closest('[role="group"]')?.getAttribute("aria-label") ?? ""}` : "");
              }).observe({ type: "largest-contentful-paint", buffered: true }),
            ),
        );
        expect(largest, "the largest paint: the first slide's photo").toBe(
          `IMG ${fill(words.carousel.slide, { position: 1, total: slides.length, title: slides[0].title })}`,
        );
        const carousel = page.getByRole("region", { name: words.carousel.label });
        for (const [i, slide] of slides.entries()) {
          if (i > 0) await carousel.getByRole("button", { name: fill(words.carousel.show, { position: i + 1, title: slide.title }) }).click();
          const group = carousel.getByRole("group", { name: fill(words.carousel.slide, { position: i + 1, total: slides.length, title: slide.title }) });
          for (const shown of [group.getByRole("heading", { level: 2, name: slide.title }), group.getByRole("link", { name: slide.cta.label })]) {
            await expect(shown).toBeVisible();
            const box = (await shown.boundingBox())!;
            expect(box.height, slide.title).toBeGreaterThan(10);
            expect(box.y, slide.title).toBeGreaterThanOrEqual(0);
            expect(box.y + box.height, `${slide.title} within the first ${viewport.height} px`).toBeLessThanOrEqual(viewport.height);
          }
          // The button is what a tap there reaches.
          const button = group.getByRole("link", { name: slide.cta.label });
          const box = (await button.boundingBox())!;
          const hit = await page.evaluate(
            ([x, y]) => document.elementFromPoint(x, y)?.closest("a")?.getAttribute("href"),
            [box.x + box.width / 2, box.y + box.height / 2],
          );
          expect(hit).toBe(localizePath(slide.cta.to, locale));
        }
      });
    }
  });

  test.describe(`${locale}: point 2, the floating buttons never cover a task`, () => {
    test.use({ reducedMotion: "reduce" });
    for (const viewport of [...phones, { width: 1280, height: 800 }]) {
      test(`at ${viewport.width} px: no price cell of the Ladakh page is under them, nor a departure's row`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, localizePath(pagePaths.package(ladakhOf(locale)), locale));
        const cells = page.locator('section[aria-labelledby="trip-price"] strong, table[aria-labelledby="trip-departures"] td');
        expect(await cells.count()).toBeGreaterThan(5);
        expect(await coveredByFloatingButtons(page, cells, widgetOf(page, locale))).toEqual([]);
        // And the buttons are there when nothing is under them: at the foot of the page.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(widgetOf(page, locale).getByRole("link").first()).toBeVisible();
      });
    }

    for (const viewport of phones) {
      test(`at ${viewport.width} px: no filter of /packages is under them, shown or focused`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, localizePath(sectionPaths.packages, locale));
        const form = page.getByRole("search", { name: readContent("package-filters.json", locale).title });
        await form.getByRole("button", { name: readContent("package-filters.json", locale).filters, exact: true }).click();
        const controls = form.locator("select, button, summary");
        expect(await coveredByFloatingButtons(page, controls, widgetOf(page, locale))).toEqual([]);
        expect(await coveredByFloatingButtons(page, controls, widgetOf(page, locale), { focus: true })).toEqual([]);
      });

      test(`at ${viewport.width} px: a focused field is never under them, and on the enquiry forms there are none`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, localizePath("/search", locale));
        const box = page.getByRole("searchbox");
        expect(await coveredByFloatingButtons(page, box, widgetOf(page, locale), { focus: true })).toEqual([]);
        // While a field has focus (a phone's keyboard up), the buttons are out of the way wherever it is.
        await box.focus();
        await expect(widgetOf(page, locale).getByRole("link")).toHaveCount(0);
        for (const url of ["/contact", packageEnquiryLink(pagePaths.package(ladakhOf(locale)))]) {
          await gotoHydrated(page, localizePath(url, locale));
          await expect(widgetOf(page, locale)).toHaveCount(0);
        }
      });
    }
  });

  test.describe(`${locale}: point 3, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

    test("the phone menu leads to every section, the slides are links to their pages, and the gallery's photos open", async ({ page }) => {
      await page.goto(localizePath("/", locale));
      const header = page.getByRole("banner");
      await expect(header.getByRole("button", { name: words.header.menu })).toBeHidden();
      const menu = header.getByRole("link", { name: words.header.menu });
      await expect(menu).toBeVisible();
      await menu.click();
      await expect(page).toHaveURL(/#site-sections$/);
      const sections = page.getByRole("navigation", { name: words.footer.quickLinks });
      await expect(sections).toBeInViewport();
      for (const item of readContent("navigation.json", locale)) {
        await expect(sections.getByRole("link", { name: item.label, exact: true }).first()).toHaveAttribute("href", localizePath(item.to, locale));
      }

      await page.goto(localizePath("/", locale));
      const carousel = page.getByRole("region", { name: words.carousel.label });
      await expect(carousel.getByRole("button")).toHaveCount(0);
      // The first slide's way in, and each slide's page.
      await expect(carousel.getByRole("link", { name: slides[0].cta.label })).toBeInViewport();
      for (const slide of slides)
        await expect(carousel.getByRole("link", { name: slide.title, exact: true })).toHaveAttribute("href", localizePath(slide.cta.to, locale));

      await page.goto(localizePath("/gallery", locale));
      const first = readContent("gallery.json", locale)[0];
      const tile = page.getByRole("link", { name: fill(words.gallery.open, { title: first.title }), exact: true });
      const href = await tile.getAttribute("href");
      expect(href).toMatch(/^\/static\/.+\.(jpg|webp|avif)$/);
      await tile.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator("img")).toHaveCount(1);
    });

    test("a package's Enquire lands on its form with the package chosen, and its months the trip's", async ({ page }) => {
      const pkg = ladakhOf(locale);
      await page.goto(localizePath(pagePaths.package(pkg), locale));
      await page.getByRole("link", { name: words.trip.enquire }).first().click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(packageEnquiryLink(pagePaths.package(pkg)), locale)}$`));
      const contact = readContent("contact.json", locale);
      await expect(page.getByLabel(contact.form.choice.label, { exact: true })).toHaveValue(`package:${pkg.slug}`);
      await expect(page.locator(`#${enquiryFormAnchor}`)).toBeInViewport();
      const today = new Date().toISOString().slice(0, 10);
      const months = tripMonths(pkg.departures, today).map((m) => monthLabel(m, monthNamesIn(words.locale)));
      await expect(page.getByLabel(contact.form.month.label, { exact: true }).locator("option")).toHaveText([contact.form.month.none!, ...months]);
    });
  });

  test.describe(`${locale}: points 6 and 7, a package's offer and its enquiry`, () => {
    test("while the early-bird offer runs, the card and the price box show its price against the one it replaces, and its last day", async ({ page }) => {
      const pkg = ladakhOf(locale);
      const offer = pkg.offers![0];
      await page.clock.install({ time: inIndia(offer.validThrough) });
      const prices = offerPrices(pkg.price.from!, offer.saving, taxRates(locale).gst, chargesTotal(pkg.price.charges));
      const lastDay = dayText(offer.validThrough, locale);
      await gotoHydrated(page, localizePath(pagePaths.packageCategory({ slug: pkg.category }), locale));
      const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: pkg.title, exact: true }) });
      const priceBox = () => page.getByRole("region", { name: words.trip.price, exact: true });
      for (const where of [card, "box"] as const) {
        if (where === "box") await gotoHydrated(page, localizePath(pagePaths.package(pkg), locale));
        const place = where === "box" ? priceBox() : where;
        await expect(place.locator("strong", { hasText: formatRupees(prices.offerPrice) }).first()).toBeVisible();
        await expect(place.locator("s", { hasText: formatRupees(prices.price) }).first()).toBeVisible();
        await expect(place).toContainText(lastDay);
      }
      // The offer's own list sits in the price box, first: no separate box further down.
      await expect(priceBox().getByRole("region", { name: words.offers.title })).toBeVisible();
      // The day after its last day, in India: the usual price, without a reload.
      await page.clock.fastForward("24:00:00");
      await expect(priceBox().locator("s")).toHaveCount(0);
      await expect(priceBox()).toContainText(cardFigure(pkg, "2099-01-01")!.figure);
    });

    test("each open departure's row enquires for its date, on the package's form, the date filled in", async ({ page }) => {
      const pkg = ladakhOf(locale);
      const departure = pkg.departures.dates!.find((d) => d.status !== "soldOut" && d.date > new Date().toISOString().slice(0, 10))!;
      const dayMonth = new Intl.DateTimeFormat(words.locale, { day: "numeric", month: "long", timeZone: "UTC" }).format(
        new Date(`${departure.date}T00:00:00Z`),
      );
      await page.setViewportSize({ width: 375, height: 812 });
      await gotoHydrated(page, localizePath(pagePaths.package(pkg), locale));
      const link = page.getByRole("link", { name: fill(words.trip.enquireFor, { date: dayMonth }) });
      const box = (await link.boundingBox())!;
      expect(box.height, "a finger's target").toBeGreaterThanOrEqual(44);
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(packageEnquiryLink(pagePaths.package(pkg), departure.date), locale).replace("?", "\\?")}$`));
      const contact = readContent("contact.json", locale);
      await expect(page.getByLabel(contact.form.choice.label, { exact: true })).toHaveValue(`package:${pkg.slug}`);
      await expect(page.getByLabel(contact.form.month.label, { exact: true })).toHaveValue(departure.date.slice(0, 7));
      await expect(page.getByLabel(contact.form.dates.label, { exact: true })).toHaveValue(new RegExp(dayMonth));
      await expect(page.locator(`#${enquiryFormAnchor}`)).toBeInViewport();
    });
  });

  test.describe(`${locale}: point 8, the drawing tells the trip`, () => {
    test("Leh is one stop with both its stays, names stand on the drawing, and the profile marks the passes from the content", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const pkg = ladakhOf(locale);
      const glance = readContent("trip-glance.json", locale);
      await gotoHydrated(page, localizePath(pagePaths.package(pkg), locale));
      const route = page.getByRole("figure").filter({ hasText: glance.routeTitle });
      const leh = pkg.itinerary[0].overnight!;
      const stops = route.getByRole("listitem");
      await expect(stops.filter({ hasText: leh })).toHaveCount(1);
      await expect(stops.filter({ hasText: leh })).toContainText(fill(glance.days, { days: "1-2, 5-6" }));
      await expect(route.locator("svg text.stop-name", { hasText: leh })).toHaveCount(1);
      const profile = page.getByRole("figure").filter({ hasText: glance.profileTitle });
      const passes = pkg.itinerary.flatMap((day, i) => (day.highPoint ? [{ day: i + 1, ...day.highPoint }] : []));
      expect(passes.length).toBeGreaterThan(0);
      for (const pass of passes) {
        await expect(profile.locator("svg text.pass-name", { hasText: pass.name })).toHaveCount(1);
        await expect(profile).toContainText(
          fill(glance.highPoint, { day: pass.day, name: pass.name, altitude: fill(glance.metres, { value: formatNumber(pass.altitude) }) }),
        );
      }
      // The table's disclosure is a finger's target.
      const summary = profile.getByText(glance.showTable, { exact: true });
      expect((await summary.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    });
  });

  test.describe(`${locale}: point 9, /offers and the banner`, () => {
    test("/offers shows each current offer as a card: photo, price against the old one, last day, the package and its enquiry", async ({ page }) => {
      const pkg = ladakhOf(locale);
      const offer = pkg.offers![0];
      await page.clock.install({ time: inIndia(offer.validThrough) });
      await page.setViewportSize({ width: 375, height: 812 });
      await gotoHydrated(page, localizePath("/offers", locale));
      const title = readContent("pages.json", locale).find((p) => p.page === "offers")!.heroTitle;
      const card = page
        .getByRole("list", { name: title })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 2, name: pkg.title }) });
      await expect(card.getByRole("img", { name: pkg.imageAlt })).toBeVisible();
      const prices = offerPrices(pkg.price.from!, offer.saving, taxRates(locale).gst, chargesTotal(pkg.price.charges));
      await expect(card.locator("strong", { hasText: formatRupees(prices.offerPrice) })).toBeVisible();
      await expect(card.locator("s", { hasText: formatRupees(prices.price) })).toBeVisible();
      await expect(card).toContainText(dayText(offer.validThrough, locale));
      await expect(card.getByRole("link", { name: words.packages.view })).toHaveAttribute("href", localizePath(pagePaths.package(pkg), locale));
      await expect(card.getByRole("link", { name: fill(words.packages.enquireAbout, { title: pkg.title }) })).toHaveAttribute(
        "href",
        localizePath(packageEnquiryLink(pagePaths.package(pkg)), locale),
      );
      for (const link of await card.getByRole("link").all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
      // The banner that leads here stands still here, with nothing to start.
      const banner = page.getByRole("region", { name: words.header.offers, exact: true });
      await expect(banner).toHaveAttribute("data-motion", "still");
      await expect(banner.getByRole("button")).toHaveCount(0);
    });
  });

  test.describe(`${locale}: point 10, labels that lead where they say`, () => {
    test("the home page's Road Trips and Trekking Packages lead to pages of those packages", async ({ page }) => {
      await gotoHydrated(page, localizePath("/", locale));
      const cards = readContent("home-services.json", locale);
      const themes = readContent("themes.json", locale);
      const packages = readFolder("packages", locale);
      for (const slug of ["road-trips", "treks"]) {
        const theme = themes.find((t) => t.slug === slug)!;
        const card = cards.find((c) => c.link === pagePaths.theme(theme))!;
        expect(card, `a home card leads to ${slug}`).toBeDefined();
        await page.getByRole("link", { name: card.title, exact: true }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(theme.title);
        const mine = packages.filter((p) => p.themes.includes(slug)).map((p) => p.title);
        expect(mine.length).toBeGreaterThan(0);
        for (const title of mine) await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
        await page.goBack();
      }
    });
  });
}

// The banner on a touch screen: still until the visitor starts it (a touch screen has no hover to pause it).
test.describe("point 9: the banner on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 812 } });

  for (const locale of locales) {
    test(`${locale}: stands still until started, and stops again`, async ({ page }) => {
      const words = ui(locale).header;
      await gotoHydrated(page, localizePath("/", locale));
      const banner = page.getByRole("region", { name: words.offers, exact: true });
      await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null))));
      await expect(banner).toHaveAttribute("data-running", "false");
      await banner.getByRole("button", { name: words.bannerPlay }).tap();
      await expect(banner).toHaveAttribute("data-running", "true");
      await banner.getByRole("button", { name: words.bannerPause }).tap();
      await expect(banner).toHaveAttribute("data-running", "false");
    });
  }
});

// Primary controls on a phone: every button, list, field, disclosure and button-like link in the
// main part of these pages is at least 44 px tall, in both languages.
test.describe("point 10: primary controls at least 44 px on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });
  const pages = ["/", "/packages", "/offers", "/search", pagePaths.package(ladakhOf("en")), "/contact", pagePaths.theme({ slug: "treks" })];
  for (const locale of locales) {
    test(`${locale}: ${pages.join(", ")}`, async ({ page }) => {
      for (const url of pages) {
        await gotoHydrated(page, localizePath(url, locale));
        const form = page.getByRole("search").getByRole("button", { name: readContent("package-filters.json", locale).filters, exact: true });
        if (await form.isVisible()) await form.click();
        const small = await page.evaluate(() =>
          [
            ...document.querySelectorAll<HTMLElement>(
              "main button, main select, main summary, main input:not([type=hidden]):not([type=checkbox]):not([type=radio]), main textarea, main a[data-pagefind-ignore]",
            ),
          ]
            .filter((el) => el.getClientRects().length && getComputedStyle(el).visibility !== "hidden" && !el.closest(".visually-hidden, [aria-hidden='true']"))
            .map((el) => ({
              el: `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 30)}"`,
              h: el.getBoundingClientRect().height,
            }))
            .filter((c) => c.h < 43.5)
            .map((c) => `${c.el}: ${Math.round(c.h)} px`),
        );
        expect(small, url).toEqual([]);
      }
    });
  }
});
