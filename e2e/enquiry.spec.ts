import fs from "node:fs";
import path from "node:path";
import type { Browser, Page, Request, Route } from "@playwright/test";
import { test, expect, expectNoAxeViolations, gotoHydrated, mobile, desktop } from "./fixtures";
import { readContent, readFolder, languageName, services } from "./support/content";
import { enquirySentPath, legalPaths, packageEnquiryLink, packageEnquiryPath, pagePaths } from "../model/routes";
import { localizePath, locales, type Locale } from "../model/locales";
import { ENQUIRY_FORM_NAME, MIN_SECONDS_TO_SUBMIT, enquiryFields } from "../src/utils/enquiry-fields";
import { SEND_TIMEOUT_SECONDS } from "../src/utils/enquiry";
import { fill } from "../src/utils/fill";
import { holdAppScripts, humanPace, slowCpu } from "./support/enquiry";
import { DRAFT_KEY } from "../src/hooks/use-enquiry-draft";

// The enquiry a visitor can send and the company can act on: every field a quote needs, consent
// to the privacy notice, a thank-you page, and a send the host keeps whole. In both languages and
// at both widths; the POST to "/" is stubbed where the test needs the host's answer.

const publicDir = path.join(__dirname, "..", "public");
const settings = readContent("settings.json");

/** Every built page holding a host form, as its address ("/contact", "/hi/contact"). */
function pagesWithForm(): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !["page-data", "static", "admin", "fonts"].includes(entry.name)) visit(full);
      else if (entry.name === "index.html" && /data-netlify="true"/.test(fs.readFileSync(full, "utf8"))) {
        found.push(`/${path.relative(publicDir, path.dirname(full)).split(path.sep).join("/")}`.replace(/\/$/, "") || "/");
      }
    }
  };
  visit(publicDir);
  return found.sort();
}

/** The names of the fields the static form declares, as the host reads them at deploy. */
async function staticFields(page: Page, html: string): Promise<string[]> {
  await page.setContent(html, { waitUntil: "domcontentloaded" });
  const names = await page
    .locator(`form[name="${ENQUIRY_FORM_NAME}"]`)
    .locator("input[name], select[name], textarea[name]")
    .evaluateAll((els) => els.map((el) => el.getAttribute("name")!));
  return [...new Set(names)].sort();
}

const sorted = (names: Iterable<string>) => [...names].sort();

/** The fields the built static form of a page declares (public/<address>/index.html), read with scripts off. */
async function builtFormFields(browser: Browser, address: string): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.route("**/*", (route) => route.abort());
  const fields = await staticFields(await context.newPage(), fs.readFileSync(path.join(publicDir, address, "index.html"), "utf8"));
  await context.close();
  return fields;
}

test("the static form in every built page declares exactly the fields of the list", async ({ browser }) => {
  const pages = pagesWithForm();
  expect(pages).toEqual(expect.arrayContaining(locales.map((l) => localizePath("/contact", l))));
  // Parsed by the browser with scripts off, as the host's deploy-time parser sees the file.
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.route("**/*", (route) => route.abort());
  const page = await context.newPage();
  for (const address of pages) {
    const html = fs.readFileSync(path.join(publicDir, address, "index.html"), "utf8");
    expect(await staticFields(page, html), address).toEqual(sorted(enquiryFields));
  }
  await context.close();
});

/** The POST to "/" answered with `status` (or, for each send, what `status` returns); the bodies sent, as field lists. */
async function stubSend(page: Page, status: number | (() => number)) {
  const sent: URLSearchParams[] = [];
  await page.route("/", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    const answer = typeof status === "number" ? status : status();
    sent.push(new URLSearchParams(route.request().postData() ?? ""));
    await route.fulfill({ status: answer, contentType: "text/plain", body: answer === 200 ? "OK" : "Server error" });
  });
  return sent;
}

const copyOf = (locale: Locale) => ({
  contact: readContent("contact.json", locale),
  pages: readContent("pages.json", locale),
  privacy: readContent("privacy.json", locale),
});

/** Fills every field a quote needs, as a visitor would. */
async function fillEnquiry(page: Page, locale: Locale) {
  const { form } = copyOf(locale).contact;
  await page.getByLabel(form.name.label, { exact: true }).fill(locale === "hi" ? "आशा राव" : "Asha Rao");
  await page.getByLabel(form.phone.label, { exact: true }).fill("+91 98765 43210");
  await page.getByRole("radio", { name: form.contactBy.whatsapp }).check();
  await page.getByLabel(form.month.label, { exact: true }).selectOption({ index: 2 });
  await page.getByLabel(form.dates.label, { exact: true }).fill("14-20");
  await page.getByLabel(form.adults.label, { exact: true }).fill("2");
  await page.getByLabel(form.children.label, { exact: true }).fill("1");
  await page.getByLabel(form.departure.label, { exact: true }).fill(locale === "hi" ? "पुणे" : "Pune");
  await page.getByLabel(form.budget.label, { exact: true }).selectOption({ label: form.budget.bands[1].label });
  await page.getByLabel(form.message.label, { exact: true }).fill(locale === "hi" ? "समुद्र के पास वाला होटल" : "A hotel by the sea, please");
}

/** What a visitor may enter before the page is interactive: every control the static form offers. */
interface EarlyEntry {
  choice?: string;
  name: string;
  email: string;
  phone: string;
  contactBy: string;
  dates: string;
  adults: string;
  childrenUnder12: string;
  departure?: string;
  budget: string;
  message: string;
}

const earlyEntry = (locale: Locale, choice: string): EarlyEntry => ({
  choice,
  name: locale === "hi" ? "मीरा शाह" : "Meera Shah",
  email: "meera@example.com",
  phone: "+91 91234 56789",
  contactBy: "email",
  dates: "3-9",
  adults: "3",
  childrenUnder12: "2",
  departure: locale === "hi" ? "जयपुर" : "Jaipur",
  budget: copyOf(locale).contact.form.budget.bands[2].value,
  message: locale === "hi" ? "पहाड़ों में शांत जगह" : "Somewhere quiet in the hills",
});

/** The form's controls by role and name (in Hindi, the email field and the email radio share a name). */
const controls = (page: Page) => ({
  field: (name: string) => page.getByRole("textbox", { name, exact: true }),
  number: (name: string) => page.getByRole("spinbutton", { name, exact: true }),
  list: (name: string) => page.getByRole("combobox", { name, exact: true }),
});

/** Enters every value at once, as autofill and paste do (no typing pace), and ticks the consent box. */
async function enterAtOnce(page: Page, locale: Locale, v: EarlyEntry) {
  const { form } = copyOf(locale).contact;
  const { field, number, list } = controls(page);
  if (v.choice) await list(form.choice.label).selectOption(v.choice);
  await field(form.name.label).fill(v.name);
  await field(form.email.label).fill(v.email);
  await field(form.phone.label).fill(v.phone);
  await page.getByRole("radio", { name: form.contactBy[v.contactBy as "email"] }).check();
  await field(form.dates.label).fill(v.dates);
  await number(form.adults.label).fill(v.adults);
  await number(form.children.label).fill(v.childrenUnder12);
  if (v.departure) await field(form.departure.label).fill(v.departure);
  await list(form.budget.label).selectOption(v.budget);
  await field(form.message.label).fill(v.message);
  await page.getByRole("checkbox", { name: form.consent }).check();
}

/** Every control shows `v`, and the consent box is still ticked (each checked, so a failure names every field lost). */
async function expectEntry(page: Page, locale: Locale, v: Required<EarlyEntry>) {
  const { form } = copyOf(locale).contact;
  const { field, number, list } = controls(page);
  await expect.soft(list(form.choice.label)).toHaveValue(v.choice);
  await expect.soft(field(form.name.label)).toHaveValue(v.name);
  await expect.soft(field(form.email.label)).toHaveValue(v.email);
  await expect.soft(field(form.phone.label)).toHaveValue(v.phone);
  await expect.soft(page.getByRole("radio", { name: form.contactBy[v.contactBy as "email"] })).toBeChecked();
  await expect.soft(field(form.dates.label)).toHaveValue(v.dates);
  await expect.soft(number(form.adults.label)).toHaveValue(v.adults);
  await expect.soft(number(form.children.label)).toHaveValue(v.childrenUnder12);
  await expect.soft(field(form.departure.label)).toHaveValue(v.departure);
  await expect.soft(list(form.budget.label)).toHaveValue(v.budget);
  await expect.soft(field(form.message.label)).toHaveValue(v.message);
  await expect.soft(page.getByRole("checkbox", { name: form.consent })).toBeChecked();
}

/**
 * Lets the held scripts load and waits until the form has rendered again after hydrating (it sets
 * novalidate then): a controlled input React would reset is reset by that render.
 */
async function hydrate(page: Page, scripts: Awaited<ReturnType<typeof holdAppScripts>>) {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  // The app was asked for (after the hero's paint or the first tap) and is waiting: the entry came first.
  await expect.poll(() => scripts.held()).toBeGreaterThan(0);
  // A phone's CPU from here: hydrating the contact page then takes seconds. The entry before it
  // needs no slowing, as the held scripts already keep the page from starting.
  await slowCpu(page, 8);
  await scripts.release();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.locator(`form[name="${ENQUIRY_FORM_NAME}"]`)).toHaveAttribute("novalidate", "");
}

// A package published in both languages, so its page and its enquiry exist in each.
const hindiSlugs = new Set(readFolder("packages", "hi").map((p) => p.slug));
const pkg = readFolder("packages").find((p) => hindiSlugs.has(p.slug))!;

for (const locale of locales) {
  const { contact, pages, privacy } = copyOf(locale);
  const { form, errors } = contact;
  const thanks = pages.find((p) => p.page === "enquirySent")!;
  const pkgTitle = readFolder("packages", locale).find((p) => p.slug === pkg.slug)!.title;
  const contactPath = localizePath("/contact", locale);

  for (const viewport of [mobile, desktop]) {
    test.describe(`${locale} at ${viewport.width}px`, () => {
      test.use({ viewport });

      test("a complete enquiry from a package page arrives with the package chosen and ends on the thank-you page", async ({ page, browser }) => {
        const sent = await stubSend(page, 200);
        await gotoHydrated(page, localizePath(pagePaths.package(pkg), locale));
        await page
          .locator(`main a[href="${localizePath(packageEnquiryLink(pagePaths.package(pkg)), locale)}"]`)
          .first()
          .click();
        await expect(page).toHaveURL(new RegExp(`${localizePath(packageEnquiryLink(pagePaths.package(pkg)), locale)}$`));
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await expect(page.getByLabel(form.choice.label, { exact: true })).toHaveValue(`package:${pkg.slug}`);
        await fillEnquiry(page, locale);
        await page.getByRole("checkbox", { name: form.consent }).check();
        await humanPace(page);
        await page.getByRole("button", { name: contact.send }).click();

        await expect(page).toHaveURL(new RegExp(`${localizePath(enquirySentPath, locale)}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(thanks.heroTitle);
        // The request the page made carried exactly the fields the built static form declares (the
        // host keeps no others), each chosen option as its value and its words, with consent and the notice's version.
        expect(sent).toHaveLength(1);
        const body = sent[0];
        expect(sorted(body.keys())).toEqual(await builtFormFields(browser, contactPath));
        expect(Object.fromEntries(body)).toMatchObject({
          "form-name": ENQUIRY_FORM_NAME,
          choice: `package:${pkg.slug}`,
          "choice-label": pkgTitle,
          contactBy: "whatsapp",
          "contactBy-label": form.contactBy.whatsapp,
          budget: form.budget.bands[1].value,
          "budget-label": form.budget.bands[1].label,
          adults: "2",
          childrenUnder12: "1",
          consent: "yes",
          "privacy-version": privacy.version,
          language: locale,
          "bot-field": "",
        });
        // A sent enquiry's draft is gone: the form starts empty again.
        await gotoHydrated(page, contactPath);
        await expect(page.getByLabel(form.name.label, { exact: true })).toHaveValue("");
      });

      test.describe("sent empty, then without consent, then while the host fails, then again", () => {
        // The stubbed 500 is logged by Chromium as a failed resource.
        test.use({ allowedConsoleErrors: [/status of 500/] });

        // One visit to the form, as one visitor's tries (each its own step): the checks of each try
        // are those of a test of its own before, which loaded the page afresh for each.
        test("names each problem in the page's language (axe finds nothing wrong), explains the missing consent, offers phone and WhatsApp when the send fails, loses nothing, and sends", async ({
          page,
        }) => {
          // The first send fails (500), the next arrives (200).
          const sent = await stubSend(page, () => (sent.length === 0 ? 500 : 200));
          const consent = page.getByRole("checkbox", { name: form.consent });
          await gotoHydrated(page, contactPath);

          await test.step("sent empty: each problem named, the first field focused and marked invalid, no axe violation", async () => {
            await page.getByLabel(form.adults.label, { exact: true }).fill("");
            await page.getByRole("button", { name: contact.send }).click();
            const name = page.getByLabel(form.name.label, { exact: true });
            await expect(name).toBeFocused();
            await expect(name).toHaveAttribute("aria-invalid", "true");
            for (const message of [errors.name, errors.emailOrPhone, errors.contactBy, errors.adults, errors.consent]) {
              await expect(page.getByText(message)).toBeVisible();
            }
            // At 1280 px templates.spec.ts scans the whole contact page: here only the main part, where the errors are.
            await expectNoAxeViolations(page, viewport === desktop ? "main" : undefined);
            expect(sent).toHaveLength(0);
          });

          await test.step("filled in without consent: it explains why it cannot send and keeps everything", async () => {
            await fillEnquiry(page, locale);
            await humanPace(page);
            await page.getByRole("button", { name: contact.send }).click();
            await expect(consent).toBeFocused();
            await expect(consent).not.toBeChecked();
            await expect(page.getByText(errors.consent)).toBeVisible();
            expect(sent).toHaveLength(0);
            await expect(page.getByLabel(form.message.label, { exact: true })).not.toHaveValue("");
            await expect(page.getByLabel(form.departure.label, { exact: true })).not.toHaveValue("");
            await expect(page.getByLabel(form.budget.label, { exact: true })).toHaveValue(form.budget.bands[1].value);
            // The notice beside the box links the full privacy notice.
            await expect(page.getByRole("link", { name: contact.noticeLink })).toHaveAttribute("href", localizePath(legalPaths.privacy, locale));
          });

          await test.step("with consent, while the host fails: phone and WhatsApp with the enquiry typed, and nothing lost", async () => {
            await consent.check();
            await page.getByRole("button", { name: contact.send }).click();
            const alert = page.getByRole("alert");
            await expect(alert).toContainText(contact.failureTitle);
            expect(sent).toHaveLength(1);
            const wa = decodeURIComponent((await alert.getByRole("link", { name: contact.sendOnWhatsapp }).getAttribute("href")) ?? "");
            expect(wa).toContain(`https://wa.me/${settings.whatsapp.number}?text=${contact.summary.from} ${locale === "hi" ? "आशा राव" : "Asha Rao"}`);
            expect(wa).toContain(`${contact.summary.budget}: ${form.budget.bands[1].label}`);
            expect(wa).toContain(`${contact.summary.message}: ${locale === "hi" ? "समुद्र के पास वाला होटल" : "A hotel by the sea, please"}`);
            await expect(alert.getByRole("link", { name: contact.sendByEmail })).toHaveAttribute("href", /^mailto:/);
            await expect(alert.getByRole("link", { name: `${contact.details.call}: ${settings.phone.display}` })).toHaveAttribute(
              "href",
              `tel:${settings.phone.e164}`,
            );
            await expect(page.getByLabel(form.departure.label, { exact: true })).not.toHaveValue("");
            await expect(page).toHaveURL(new RegExp(`${contactPath}$`));
            await page.reload();
            await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
            await expect(page.getByLabel(form.budget.label, { exact: true })).toHaveValue(form.budget.bands[1].value);
          });

          await test.step("the reloaded draft, with consent given again, sends and ends on the thank-you page", async () => {
            await consent.check();
            await humanPace(page);
            await page.getByRole("button", { name: contact.send }).click();
            await expect(page).toHaveURL(new RegExp(`${localizePath(enquirySentPath, locale)}$`));
            expect(sent).toHaveLength(2);
          });
        });
      });
    });
  }

  test.describe(`${locale}: on a slow phone, what is entered before the page is interactive`, () => {
    // 8x slower CPU while hydrating (hydrate() above).
    test.describe.configure({ timeout: 90_000 });

    test("stays after hydration on the contact page, and a draft fills only what was left empty", async ({ page }) => {
      // A draft from earlier in this tab, different in every field.
      const draft = {
        choice: "quote",
        name: "Draft Person",
        email: "draft@example.com",
        phone: "+91 90000 00000",
        contactBy: "phone",
        dates: "1-2",
        adults: "5",
        childrenUnder12: "4",
        departure: "Kochi",
        budget: copyOf(locale).contact.form.budget.bands[0].value,
        message: "From an older draft",
      };
      await page.addInitScript(([key, value]) => window.sessionStorage.setItem(key, value), [DRAFT_KEY, JSON.stringify(draft)] as const);
      const scripts = await holdAppScripts(page);
      await page.goto(contactPath, { waitUntil: "domcontentloaded" });
      const entry = { ...earlyEntry(locale, `service:${services(locale)[0].slug}`), departure: undefined };
      await enterAtOnce(page, locale, entry);
      await hydrate(page, scripts);
      await expectEntry(page, locale, { ...entry, choice: entry.choice!, departure: draft.departure });
    });

    test("stays after hydration when arriving from a package's Enquire link, the visitor's choice over the address's", async ({ page }) => {
      const scripts = await holdAppScripts(page);
      await page.goto(localizePath(pagePaths.package(pkg), locale), { waitUntil: "domcontentloaded" });
      // Not interactive yet: the link is followed by the browser, to the package's own form, the package chosen in its HTML.
      await page
        .locator(`main a[href="${localizePath(packageEnquiryLink(pagePaths.package(pkg)), locale)}"]`)
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${localizePath(packageEnquiryLink(pagePaths.package(pkg)), locale)}$`));
      const entry = earlyEntry(locale, "quote");
      await enterAtOnce(page, locale, entry);
      await hydrate(page, scripts);
      await expectEntry(page, locale, { ...entry, choice: "quote", departure: entry.departure! });
    });
  });

  test.describe(`${locale}: a send that gets no answer`, () => {
    // Should Chromium log the request the page calls off at the time-out.
    test.use({ allowedConsoleErrors: [/net::ERR_ABORTED/] });

    test(`gives up after ${SEND_TIMEOUT_SECONDS} s, says so, offers WhatsApp and email with the enquiry written in, and keeps what was typed`, async ({
      page,
    }) => {
      const held: Route[] = [];
      // The host never answers: the POST to "/" is held, neither fulfilled nor failed (a stalled connection).
      await page.route("/", (route) => (route.request().method() === "POST" ? void held.push(route) : route.fallback()));
      // The page's clock is Playwright's from the first script on, paused once hydrated: the seconds
      // pass only when the test moves it, not by waiting.
      await page.clock.install();
      await gotoHydrated(page, contactPath);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      await fillEnquiry(page, locale);
      const consent = page.getByRole("checkbox", { name: form.consent });
      await consent.check();
      // A person's pace for the time-to-submit check.
      await page.clock.fastForward((MIN_SECONDS_TO_SUBMIT + 1) * 1000);
      await page.getByRole("button", { name: contact.send }).click();
      await expect(page.getByRole("button", { name: contact.sending })).toBeDisabled();
      await expect.poll(() => held.length).toBe(1);

      // A second before the limit it is still waiting; past it, it has given up.
      await page.clock.fastForward((SEND_TIMEOUT_SECONDS - 1) * 1000);
      await expect(page.getByRole("button", { name: contact.sending })).toBeDisabled();
      const alert = page.getByRole("alert").filter({ hasText: contact.failureTitle });
      await expect(alert).toHaveCount(0);
      await page.clock.fastForward(2000);

      await expect(alert).toBeVisible();
      await expect(alert).toContainText(fill(contact.timeoutText, { seconds: SEND_TIMEOUT_SECONDS }));
      await expect(alert).toContainText(String(SEND_TIMEOUT_SECONDS));
      const name = locale === "hi" ? "आशा राव" : "Asha Rao";
      const message = locale === "hi" ? "समुद्र के पास वाला होटल" : "A hotel by the sea, please";
      const wa = decodeURIComponent((await alert.getByRole("link", { name: contact.sendOnWhatsapp }).getAttribute("href")) ?? "");
      expect(wa).toContain(`https://wa.me/${settings.whatsapp.number}?text=${contact.summary.from} ${name}`);
      expect(wa).toContain(`${contact.summary.phone}: +91 98765 43210`);
      expect(wa).toContain(`${contact.summary.message}: ${message}`);
      const mailto = (await alert.getByRole("link", { name: contact.sendByEmail }).getAttribute("href")) ?? "";
      const { email } = readContent("settings.json", locale);
      expect(mailto.startsWith(`mailto:${email}?subject=`)).toBe(true);
      const mail = new URL(mailto).searchParams;
      expect(mail.get("subject")).toContain(contact.summary.subject);
      expect(mail.get("body")).toContain(`${contact.summary.from} ${name}`);
      expect(mail.get("body")).toContain(`${contact.summary.message}: ${message}`);

      // Nothing typed is lost, and the form can be sent again.
      await expect.soft(page.getByLabel(form.name.label, { exact: true })).toHaveValue(name);
      await expect.soft(page.getByLabel(form.phone.label, { exact: true })).toHaveValue("+91 98765 43210");
      await expect.soft(page.getByRole("radio", { name: form.contactBy.whatsapp })).toBeChecked();
      await expect.soft(page.getByLabel(form.dates.label, { exact: true })).toHaveValue("14-20");
      await expect.soft(page.getByLabel(form.adults.label, { exact: true })).toHaveValue("2");
      await expect.soft(page.getByLabel(form.children.label, { exact: true })).toHaveValue("1");
      await expect.soft(page.getByLabel(form.departure.label, { exact: true })).toHaveValue(locale === "hi" ? "पुणे" : "Pune");
      await expect.soft(page.getByLabel(form.budget.label, { exact: true })).toHaveValue(form.budget.bands[1].value);
      await expect.soft(page.getByLabel(form.message.label, { exact: true })).toHaveValue(message);
      await expect.soft(consent).toBeChecked();
      await expect(page.getByRole("button", { name: contact.send })).toBeEnabled();
      await expect(page).toHaveURL(new RegExp(`${contactPath}$`));
      expect(held).toHaveLength(1);
    });
  });

  test(`${locale}: switching language mid-form keeps what was typed`, async ({ page }) => {
    const other = locales.find((l) => l !== locale)!;
    const otherForm = copyOf(other).contact.form;
    await gotoHydrated(page, `${contactPath}?package=${pkg.slug}`);
    await fillEnquiry(page, locale);
    const month = await page.getByLabel(form.month.label, { exact: true }).inputValue();
    await page
      .getByRole("banner")
      .getByRole("link", { name: languageName(other) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath("/contact", other)}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", other);
    await expect(page.getByLabel(otherForm.name.label, { exact: true })).toHaveValue(locale === "hi" ? "आशा राव" : "Asha Rao");
    await expect(page.getByLabel(otherForm.choice.label, { exact: true })).toHaveValue(`package:${pkg.slug}`);
    await expect(page.getByLabel(otherForm.month.label, { exact: true })).toHaveValue(month);
    await expect(page.getByLabel(otherForm.budget.label, { exact: true })).toHaveValue(form.budget.bands[1].value);
    await expect(page.getByRole("radio", { name: otherForm.contactBy.whatsapp })).toBeChecked();
  });

  test(`${locale}: without JavaScript the form posts to the thank-you page, which is noindex`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(contactPath);
    const formEl = page.locator(`form[name="${ENQUIRY_FORM_NAME}"]`);
    await expect(formEl).toHaveAttribute("method", /post/i);
    await expect(formEl).toHaveAttribute("action", localizePath(enquirySentPath, locale));
    await expect(formEl).toHaveAttribute("data-netlify-honeypot", "bot-field");
    // The browser's own checks guard the required fields and the consent box.
    await page.getByLabel(form.name.label, { exact: true }).fill("Asha Rao");
    await page.getByLabel(form.phone.label, { exact: true }).fill("+91 98765 43210");
    await page.getByRole("radio", { name: form.contactBy.phone }).check();
    await page.getByRole("button", { name: contact.send }).click();
    await expect(page).toHaveURL(new RegExp(`${contactPath}$`));
    expect(await page.getByRole("checkbox", { name: form.consent }).evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    // scripts/serve.mjs answers a form post like the host: 303 to the form's action.
    const posted = page.waitForRequest((r: Request) => r.method() === "POST");
    await page.getByRole("checkbox", { name: form.consent }).check();
    await page.getByRole("button", { name: contact.send }).click();
    const body = new URLSearchParams((await posted).postData() ?? "");
    expect(body.get("consent")).toBe("yes");
    expect(body.get("privacy-version")).toBe(privacy.version);
    await expect(page).toHaveURL(new RegExp(`${localizePath(enquirySentPath, locale)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(thanks.heroTitle);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: new RegExp(contact.thanks.call) })).toHaveAttribute("href", `tel:${settings.phone.e164}`);
    await expect(main.getByRole("link", { name: new RegExp(contact.thanks.whatsapp) })).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/${settings.whatsapp.number}`),
    );
    for (const line of contact.thanks.next) await expect(page.getByText(line)).toBeVisible();
    await context.close();
  });

  test(`${locale}: the privacy notice and the booking terms are linked from the footer`, async ({ page }) => {
    const ui = readContent("ui.json", locale);
    const terms = readContent("booking-terms.json", locale);
    await gotoHydrated(page, contactPath);
    await page.getByRole("contentinfo").getByRole("link", { name: ui.footer.privacy }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath(legalPaths.privacy, locale)}$`));
    for (const part of [
      privacy.company,
      privacy.collected,
      privacy.purpose,
      privacy.retention,
      privacy.processors,
      privacy.translation,
      privacy.rights,
      privacy.grievance,
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: part.title })).toBeVisible();
    }
    // What the form sends, item by item, and Google's own notice for what the Translate button sends.
    for (const item of privacy.collected.items) await expect(page.getByRole("listitem").filter({ hasText: item.text })).toBeVisible();
    await expect(page.getByRole("link", { name: privacy.translation.policy.label })).toHaveAttribute("href", "https://policies.google.com/privacy");
    const grievance = readContent("settings.json", locale).grievance;
    await expect(page.getByRole("link", { name: grievance.email })).toHaveAttribute("href", `mailto:${grievance.email}`);
    await expect(page.getByText(grievance.name)).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: ui.footer.terms }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath(legalPaths.terms, locale)}$`));
    // The schedule is content/booking-terms.json, the one the packages fall back to.
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(terms.cancellation.length + 1);
    for (const [i, step] of terms.cancellation.entries()) await expect(rows.nth(i + 1)).toContainText(`${step.charge}%`);
    for (const p of terms.payment) await expect(page.getByText(p)).toBeVisible();
  });
}

// The host keeps its own copy of the form name; a page without the form carries none. Each
// package's own enquiry page is the same form with the package chosen (record 0062).
test("only the contact pages and the packages' enquiry pages carry the host form", () => {
  const enquiryPages = locales.flatMap((l) => readFolder("packages", l).map((p) => localizePath(packageEnquiryPath(pagePaths.package(p)), l)));
  expect(pagesWithForm()).toEqual(sorted([...locales.map((l) => localizePath("/contact", l)), ...enquiryPages]));
});
