import { test, expect, expectNoAxeViolations, gotoHydrated, mobile } from "./fixtures";
import { services } from "./support/content";
import { pagePaths } from "../model/routes";

// One test walks the service pages, each a step (one browser context: its cache serves the pages'
// shared files from the second page on).
test("each service page shows its name, 5 highlights, 5 days and 2 FAQs", async ({ page }) => {
  test.setTimeout(services().length * 10_000);
  for (const service of services()) {
    await test.step(pagePaths.service(service), async () => {
      const response = await gotoHydrated(page, pagePaths.service(service));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: service.name })).toBeVisible();
      const highlights = page.getByRole("region", { name: "Highlights" }).getByRole("listitem");
      await expect(highlights).toHaveCount(5);
      await expect(highlights.first()).toHaveText(service.highlights[0]);
      const days = page.getByRole("region", { name: "Sample Itinerary" }).getByRole("listitem");
      await expect(days).toHaveCount(5);
      await expect(page.getByRole("heading", { level: 3, name: service.itinerary[4].title })).toBeVisible();
      for (const faq of service.faqs) {
        await expect(page.getByRole("button", { name: faq.question })).toHaveAttribute("aria-expanded", "false");
      }
      await expect(page.getByRole("link", { name: "Get Enquiry" })).toHaveAttribute("href", `/contact?service=${service.slug}`);
    });
  }
});

test.describe("FAQ accordion", () => {
  const [service] = services();
  const [first, second] = service.faqs;

  test("opens one answer at a time by mouse, and closes the open one on a second click; works from the keyboard", async ({ page }) => {
    await gotoHydrated(page, pagePaths.service(service));
    const q1 = page.getByRole("button", { name: first.question });
    const q2 = page.getByRole("button", { name: second.question });
    await expect(page.getByText(first.answer)).toBeHidden();

    await q1.click();
    await expect(q1).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(first.answer)).toBeVisible();

    await q2.click();
    await expect(q2).toHaveAttribute("aria-expanded", "true");
    await expect(q1).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(first.answer)).toBeHidden();
    await expect(page.getByText(second.answer)).toBeVisible();

    await q2.click();
    await expect(q2).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByText(second.answer)).toBeHidden();

    // Then from the keyboard, in the same page (every answer closed again, as when loaded).
    await test.step("from the keyboard, the answer being the region the question controls", async () => {
      await q1.focus();
      await page.keyboard.press("Enter");
      const answer = page.getByRole("region", { name: first.question });
      await expect(answer).toHaveText(first.answer);
      await expect(q1).toHaveAttribute("aria-controls", (await answer.getAttribute("id")) ?? "missing");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Space");
      await expect(page.getByRole("button", { name: second.question })).toHaveAttribute("aria-expanded", "true");
      await expect(answer).toBeHidden();
      await page.keyboard.press("Space");
      await expect(page.getByRole("button", { name: second.question })).toHaveAttribute("aria-expanded", "false");
    });
  });
});

test.describe("unknown service addresses", () => {
  for (const [typed, expected] of [
    ["nope", null],
    ["adventure-tours", "Adventure"],
  ] as const) {
    test(`/services/${typed} shows Service Not Found with the URL unchanged${expected ? ", and its suggestion leads to the service" : ""}`, async ({
      page,
    }) => {
      await gotoHydrated(page, pagePaths.service({ slug: typed }));
      await expect(page).toHaveURL(new RegExp(`${pagePaths.service({ slug: typed })}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Service Not Found" })).toBeVisible();
      const list = page.getByRole("list", { name: "All our services" });
      await expect(list.getByRole("link")).toHaveCount(services().length);
      const suggestion = page.locator("p", { hasText: "Were you looking for" });
      await expect(suggestion).toBeVisible();
      if (expected) await expect(suggestion.getByRole("link")).toHaveText(expected);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      if (expected) {
        await test.step("the suggestion leads to the service", async () => {
          await suggestion.getByRole("link").click();
          await expect(page).toHaveURL(new RegExp(`${pagePaths.service(services().find((s) => s.name === expected)!)}$`));
          await expect(page.getByRole("heading", { level: 1, name: expected })).toBeVisible();
        });
      }
    });
  }
});

test.describe("accessibility", () => {
  for (const viewport of [mobile, { width: 1280, height: 800 }]) {
    // Service Not Found at 1280 px is axe-checked in templates.spec.ts (/services/adventure-tours).
    const notFoundToo = viewport === mobile;
    test.describe(`at ${viewport.width}px`, () => {
      test.use({ viewport });
      test(`a service page with an answer open${notFoundToo ? " and Service Not Found have" : " has"} no axe violations`, async ({ page }) => {
        const [service] = services();
        await gotoHydrated(page, pagePaths.service(service));
        await page.getByRole("button", { name: service.faqs[0].question }).click();
        // At 1280 px templates.spec.ts scans a whole service page: here only the main part, with the answer open.
        await expectNoAxeViolations(page, notFoundToo ? undefined : "main");
        if (!notFoundToo) return;
        await gotoHydrated(page, "/services/adventure-tours");
        await expect(page.locator("p", { hasText: "Were you looking for" })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
});
