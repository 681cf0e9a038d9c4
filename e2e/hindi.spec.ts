import { test, expect, gotoHydrated, mobile } from "./fixtures";
import { englishRoutes, isPage, languageName, languagesOf, readContent, services } from "./support/content";
import { englishOnPage } from "./support/latin-words";
import { localizePath } from "../model/locales";
import { isUnlisted, sectionPaths, unlistedPaths } from "../model/routes";
import { humanPace } from "./support/enquiry";
import { devanagariFiles, fontsDrawing, storedDevanagariFiles } from "./support/devanagari-faces";

// The Hindi edition: every page under /hi/, written in content/hi/, linked both ways to its English
// counterpart (hreflang and the language switch), in the right language for browsers and search.
const englishName = languageName("en");
const hindiName = languageName("hi");
const pages = englishRoutes().filter(isPage);

// Each /hi/ route's h1, lang and hreflang are checked in every-page.spec.ts, and a page of each
// template's axe and header switch in templates.spec.ts; these are the checks that concern the
// edition as a whole.

test("the drawer's language switch leads to the same page in English", async ({ page }) => {
  await page.setViewportSize(mobile);
  await gotoHydrated(page, "/hi/gallery");
  await page.getByRole("button", { name: readContent("ui.json", "hi").header.menu }).click();
  await page.getByRole("dialog").getByRole("link", { name: englishName }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(readContent("pages.json").find((p) => p.page === "gallery")!.heroTitle);
});

test("an unknown /hi/services/ address shows the Hindi Service Not Found with the closest service", async ({ page }) => {
  const copy = readContent("pages.json", "hi").find((p) => p.page === "serviceNotFound")!;
  const beach = services("hi").find((s) => s.slug === "beach")!;
  const response = await page.goto("/hi/services/beachs");
  expect(response!.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: copy.heroTitle })).toBeVisible();
  const suggestion = page.getByRole("link", { name: beach.name }).first();
  await expect(suggestion).toBeVisible();
  await expect(suggestion).toHaveAttribute("href", "/hi/services/beach");
  // Its axe check, and the Hindi 404 page's, is templates.spec.ts's (/hi/services/adventure-tours, /hi/no-such-page).
});

test("an unknown /hi/ address gets the Hindi 404 page, with status 404", async ({ page }) => {
  const copy = readContent("pages.json", "hi").find((p) => p.page === "notFound")!;
  const response = await page.goto("/hi/no-such-page");
  expect(response!.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { level: 1, name: copy.heroTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/no-such-page$/);
  // The 404 page serves every unknown address: its switch leads to the same address in English.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByRole("banner").getByRole("link", { name: englishName })).toHaveAttribute("href", "/no-such-page");
});

test("the sitemap lists both languages with their alternates, and a page not translated yet in English alone", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  const entryOf = (route: string) => sitemap.match(new RegExp(`<url><loc>https://[^/<]+${route === "/" ? "/?" : route}</loc>.*?</url>`))?.[0] ?? "";
  for (const english of pages.filter((p) => !isUnlisted(p))) {
    const hindi = localizePath(english, "hi");
    if (!languagesOf(english).includes("hi")) {
      expect(entryOf(english), english).toMatch(new RegExp(`hreflang="en" href="https://[^/"]+${english}"`));
      expect(entryOf(english), english).not.toContain('hreflang="hi"');
      expect(sitemap, english).not.toContain(`${hindi}<`);
      continue;
    }
    const entry = entryOf(hindi);
    expect(entry, hindi).toMatch(new RegExp(`hreflang="en" href="https://[^/"]+${english === "/" ? "/?" : english}"`));
    expect(entry, hindi).toMatch(new RegExp(`hreflang="hi" href="https://[^/"]+${hindi}"`));
    expect(entry, hindi).toContain('hreflang="x-default"');
  }
  expect(sitemap).not.toContain("/hi/404");
  for (const unlisted of unlistedPaths) expect(sitemap).not.toContain(`${unlisted}<`);
  // Nor the packages' enquiry pages (the form with a package chosen).
  expect(sitemap).not.toMatch(/\/enquire</);
});

// English first (content/README.md "Adding a package"): a package not translated yet has an English
// page only, whose language switch leads Hindi readers to the packages section.
test("an English page not translated yet switches to the Hindi packages section, and has no Hindi address", async ({ page, request }) => {
  const notFound = readContent("pages.json", "hi").find((p) => p.page === "notFound")!;
  const untranslated = pages.filter((p) => !languagesOf(p).includes("hi"));
  expect(untranslated.length).toBeGreaterThan(0);
  // Every such page, from what the host serves: the switch's address, and a 404 at the Hindi one.
  for (const english of untranslated) {
    const html = await (await request.get(english)).text();
    const link = [...html.matchAll(/<a [^>]*>/g)].map((m) => m[0]).find((a) => /hreflang="hi"/i.test(a));
    expect(link, english).toContain(`href="${localizePath(sectionPaths.packages, "hi")}"`);
    expect((await request.get(localizePath(english, "hi"))).status(), localizePath(english, "hi")).toBe(404);
  }
  // The first in a browser: the header's switch, and the Hindi 404 page after hydration.
  const [english] = untranslated;
  await page.goto(english);
  await expect(page.getByRole("banner").getByRole("link", { name: hindiName })).toHaveAttribute("href", localizePath(sectionPaths.packages, "hi"));
  const response = await gotoHydrated(page, localizePath(english, "hi"));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: notFound.heroTitle })).toBeVisible();
});

test("structured data and the preloaded fonts follow the page's language", async ({ page, request }) => {
  const beach = services("hi").find((s) => s.slug === "beach")!;
  await gotoHydrated(page, "/hi/services/beach");
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  expect(blocks.find((b) => b["@type"] === "Service").name).toBe(beach.name);
  expect(blocks.find((b) => b["@type"] === "TravelAgency").address.addressLocality).toBe(readContent("settings.json", "hi").address.city);
  const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList").itemListElement;
  expect(crumbs.map((c: { item: string }) => new URL(c.item).pathname)).toEqual(["/hi", "/hi/services", "/hi/services/beach"]);
  const preloads = async (path: string) => [...(await (await request.get(path)).text()).matchAll(/rel="preload" href="([^"]+\.woff2)"/g)].map((m) => m[1]);
  // English pages preload their Latin faces; Hindi pages none, so the hero photo has the line to itself.
  expect(await preloads("/hi/gallery")).toEqual([]);
  expect((await preloads("/gallery")).some((f) => f.includes("latin"))).toBe(true);
  expect((await preloads("/gallery")).some((f) => f.includes("devanagari"))).toBe(false);
  // English pages name Hindi in Devanagari, from a face cut down to those letters (docs/decisions/0007).
  await gotoHydrated(page, "/gallery");
  const hindi = page.getByRole("banner").getByRole("link", { name: hindiName });
  await expect(hindi).toHaveAttribute("lang", "hi");
  await expect(hindi).toHaveAttribute("hreflang", "hi");
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate((name) => document.fonts.check('bold 16px "Poppins Language Names"', name), hindiName)).toBe(true);
});

// A visitor's first Hindi page leaves the line to its photo: the brand's faces (Devanagari and Latin,
// docs/decisions/0015) are fetched only once the page has started, and the device's fonts draw it. From the next page on,
// Hindi text is drawn in the self-hosted brand face, regular and bold, from the cache.
test("Hindi pages use the brand's Devanagari faces from a visitor's second page", async ({ page }) => {
  // From the cache, as a visitor gets them: no route is set (Playwright would turn the cache off).
  const requests: string[] = [];
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  await gotoHydrated(page, "/hi/gallery");
  await expect.poll(() => requests.filter((path) => path.includes("devanagari")).length).toBe(2);
  // Their names are remembered once both files are in (the next page relies on it).
  await expect.poll(() => storedDevanagariFiles(page)).toBe((await devanagariFiles(page)).join(" "));
  const started = requests.findIndex((path) => /\/app-[^/]+\.js$/.test(path));
  expect(started).toBeGreaterThan(-1);
  // No brand face at all before the page has started: its Latin faces (digits, prices) wait too.
  expect(requests.findIndex((path) => path.startsWith("/fonts/"))).toBeGreaterThan(started);
  expect(requests.filter((path) => path.includes("poppins-latin-")).length).toBeGreaterThan(0);
  expect(await fontsDrawing(page, "h1")).not.toContain("Poppins");
  await gotoHydrated(page, "/hi/packages");
  await page.evaluate(() => document.fonts.ready);
  expect(await fontsDrawing(page, "h1")).toContain("Poppins");
  const heading = await page.getByRole("heading", { level: 1 }).innerText();
  expect(await page.evaluate((text) => document.fonts.check("700 16px Poppins", text) && document.fonts.check("400 16px Poppins", text), heading)).toBe(true);
});

test("prices keep the rupee sign and Indian digit grouping in Hindi", async ({ page }) => {
  await gotoHydrated(page, "/hi/packages");
  // On the package cards (the filters' budget options carry amounts too, inside a closed select).
  await expect(
    page
      .getByRole("listitem")
      .getByText(/₹\s?\d{1,2},\d{2},\d{3}|₹\s?\d{1,2},\d{3}/)
      .first(),
  ).toBeVisible();
});

// What a Hindi reader found saying something else than its English twin (issue 63), read on the built pages.
test("the fixed lines read as their English twins: a trip you can book, its from price, its grade, the footer's count", async ({ page }) => {
  const ui = readContent("ui.json", "hi");
  const glance = readContent("trip-glance.json", "hi");
  // "Trips you can book" over a service's packages.
  await gotoHydrated(page, "/hi/services/adventure");
  await expect(page.getByRole("heading", { level: 2, name: "बुकिंग के लिए उपलब्ध यात्राएँ" })).toBeVisible();
  // "Your visits to this site: 0002", a count: this is the browser's second page.
  await expect(page.getByRole("contentinfo")).toContainText(/आप इस साइट पर इतनी बार आ चुके हैं: 000\d/);
  await expect(page.getByRole("contentinfo")).toContainText(`Summit & Sea Holidays। सर्वाधिकार सुरक्षित।`);
  // A package: "शुरुआती कीमत" as on the cards, a grade that reads as one, in a sentence that ends with "।".
  await gotoHydrated(page, "/hi/packages/domestic/ladakh-road-trip");
  await expect(page.getByRole("region", { name: ui.trip.price, exact: true })).toContainText(`${ui.packages.from} ₹`);
  const section = page.getByRole("region", { name: glance.title });
  await expect(section).toContainText("स्तर: मध्यम। कुछ दिनों में");
  await expect(section.getByRole("note")).toContainText("दिन 2 ऊँचाई की आदत डालने के लिए आराम का दिन है।");
  // On /hi/packages a card names the grade and its highest night's stop in metres, written in full.
  await gotoHydrated(page, "/hi/packages");
  await expect(page.getByRole("listitem").filter({ hasText: "स्पीति घाटी ट्रेक" }).first()).toContainText("स्तर: कठिन · रात का सबसे ऊँचा ठहराव 4,400 मीटर");
});

test("the Hindi photo credits say in Hindi what is not a name", async ({ page }) => {
  const credits = readContent("photo-credits.json", "hi");
  const words = readContent("ui.json", "hi").photoCredits;
  await gotoHydrated(page, localizePath("/about/photo-credits", "hi"));
  const portraits = page.getByRole("listitem").filter({ hasText: "portraits/" });
  const { author, licence, source } = credits.find((c) => c.file === "portraits/")!;
  await expect(portraits).toContainText(`${words.author}${author}${words.licence}${licence}${words.source}${source}`);
  await expect(page.getByRole("main")).not.toContainText(/Generated|Made for this site|Debian package/);
  expect(await englishOnPage(page, "hi"), "English words on the Hindi photo credits").toEqual([]);
});

// templates.spec.ts reads a /hi/ page of each template as it loads, every-page.spec.ts every one's HTML; these are the words that only appear later.
test("the photo viewer speaks Hindi", async ({ page }) => {
  const ui = readContent("ui.json", "hi");
  await gotoHydrated(page, "/hi/gallery");
  const first = readContent("gallery.json", "hi")[0];
  await page.getByRole("link", { name: ui.gallery.open.replace("{title}", first.title) }).click();
  await expect(page.getByRole("button", { name: ui.gallery.close })).toBeVisible();
  expect(await englishOnPage(page, "hi"), "English words in the photo viewer").toEqual([]);
});

test.describe("the enquiry form's messages", () => {
  // The send is answered with a stubbed 500, which Chromium logs as a failed resource.
  test.use({ allowedConsoleErrors: [/status of 500/] });

  test("its errors and its failure notice speak Hindi", async ({ page }) => {
    const contact = readContent("contact.json", "hi");
    await page.route("/", (route) => (route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.fallback()));
    await gotoHydrated(page, "/hi/contact");
    await page.getByRole("button", { name: contact.send }).click();
    await expect(page.getByText(contact.errors.name)).toBeVisible();
    await expect(page.getByText(contact.errors.consent)).toBeVisible();
    expect(await englishOnPage(page, "hi"), "English words in the form's errors").toEqual([]);
    await page.getByLabel(contact.form.name.label, { exact: true }).fill("आशा राव");
    await page.getByLabel(contact.form.phone.label, { exact: true }).fill("+91 98765 43210");
    await page.getByRole("radio", { name: contact.form.contactBy.whatsapp }).check();
    await page.getByLabel(contact.form.message.label, { exact: true }).fill("जून में लद्दाख, माता-पिता के साथ");
    await page.getByRole("checkbox", { name: contact.form.consent }).check();
    await humanPace(page);
    await page.getByRole("button", { name: contact.send }).click();
    await expect(page.getByRole("alert")).toContainText(contact.failureTitle);
    expect(await englishOnPage(page, "hi"), "English words in the failure notice").toEqual([]);
  });
});
