import { test, expect, gotoHydrated } from "./fixtures";
import { readContent } from "./support/content";
import { localizePath, locales } from "../model/locales";
import { credentialsPath } from "../model/routes";

// The page that proves the company is real, against content: every registration with its issuer and
// its public register, the grievance officer with the response times the E-Commerce Rules set, the
// office with a map; reached from the footer's small print on every page.
for (const locale of locales) {
  const settings = readContent("settings.json", locale);
  const words = readContent("credentials.json", locale);
  const ui = readContent("ui.json", locale);
  const url = localizePath(credentialsPath, locale);

  test(`${locale}: the footer's small print leads to the registrations and the grievance officer`, async ({ page }) => {
    await gotoHydrated(page, localizePath("/", locale));
    await page.getByRole("contentinfo").getByRole("link", { name: ui.footer.credentials }).click();
    await expect(page).toHaveURL(new RegExp(`${url}$`));

    const table = page.getByRole("table");
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(settings.identifiers.items.length + 1);
    for (const [i, item] of settings.identifiers.items.entries()) {
      const row = rows.nth(i + 1);
      await expect(row).toContainText(item.label);
      await expect(row).toContainText(item.value);
      await expect(row).toContainText(item.issuer);
      const check = row.getByRole("link");
      if (item.register) await expect(check).toHaveAttribute("href", item.register);
      else await expect(check).toHaveCount(0);
    }

    // Each part of the page is a section under its h2.
    const grievance = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: words.grievanceTitle }) });
    await expect(grievance).toContainText(`${settings.grievance.name}, ${settings.grievance.designation}`);
    await expect(grievance.getByRole("link", { name: settings.grievance.email })).toHaveAttribute("href", `mailto:${settings.grievance.email}`);
    await expect(grievance.getByRole("link", { name: settings.grievance.phone.display })).toHaveAttribute("href", `tel:${settings.grievance.phone.e164}`);
    await expect(grievance).toContainText(words.acknowledge);
    await expect(grievance).toContainText(words.resolve);

    const office = page
      .getByRole("main")
      .locator("section")
      .filter({ has: page.getByRole("heading", { level: 2, name: words.officeTitle }) });
    await expect(office).toContainText(settings.address.street);
    await expect(office.getByRole("link", { name: new RegExp(words.mapLabel) })).toHaveAttribute("href", words.mapUrl);
  });
}
