import { test, expect } from "./fixtures";
import { readContent, readFolder } from "./support/content";
import { localizePath, locales } from "../model/locales";
import { legalPaths, pagePaths } from "../model/routes";
import { fill } from "../src/utils/fill";
import { formatRupees } from "../src/utils/format-price";

// What a package costs beyond its price, and paying its deposit, against the content files: the
// price box names GST (and TCS abroad) in content's words; a package with a payment page offers it,
// one without offers nothing; the terms explain deposits.
for (const locale of locales) {
  const packages = readFolder("packages", locale);
  const terms = readContent("booking-terms.json", locale);
  const { trip } = readContent("ui.json", locale);
  const url = (pkg: (typeof packages)[number]) => localizePath(pagePaths.package(pkg), locale);

  test(`${locale}: the price box says GST on every package, and TCS on a tour abroad only`, async ({ page }) => {
    const gst = fill(terms.taxes.gst, { rate: terms.taxes.gstRate });
    const tcs = fill(terms.taxes.tcs, { rate: terms.taxes.tcsRate });
    const abroad = packages.find((p) => p.overseas)!;
    const home = packages.find((p) => !p.overseas)!;
    for (const [pkg, lines] of [
      [abroad, [gst, tcs]],
      [home, [gst]],
    ] as const) {
      await page.goto(url(pkg));
      const taxes = page.getByRole("region", { name: trip.price, exact: true }).getByRole("list", { name: terms.taxes.title });
      await expect(taxes.getByRole("listitem"), pkg.slug).toHaveText([...lines]);
    }
  });

  test(`${locale}: a package with a payment page offers to pay its deposit there; one without offers nothing`, async ({ page }) => {
    const withDeposit = packages.find((p) => p.deposit)!;
    const without = packages.find((p) => !p.deposit)!;
    await page.goto(url(withDeposit));
    const { amount, per } = withDeposit.deposit!;
    const pay = page.getByRole("link", { name: `${trip.payDeposit} ${formatRupees(amount)} ${per === "person" ? trip.perPerson : trip.perBooking}` });
    await expect(pay).toHaveAttribute("href", withDeposit.deposit!.payUrl);
    await expect(page.getByText(terms.deposit.next)).toBeVisible();
    // The deposit is the terms' share of the "from" price: with dearer options the line says so.
    const options = fill(terms.deposit.optionsNext, { percent: terms.confirmation.depositPercent, basis: withDeposit.price.basis });
    await expect(page.getByText(options)).toHaveCount(withDeposit.price.tiers?.length ? 1 : 0);
    await page.goto(url(without));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(without.title);
    await expect(page.getByRole("link", { name: new RegExp(trip.payDeposit) })).toHaveCount(0);
    await expect(page.getByText(terms.deposit.next)).toHaveCount(0);
  });

  test(`${locale}: the terms explain deposits beside the payment terms`, async ({ page }) => {
    await page.goto(localizePath(legalPaths.terms, locale));
    for (const paragraph of terms.deposit.terms) await expect(page.getByText(paragraph)).toBeVisible();
  });
}
