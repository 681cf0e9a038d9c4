import { test, expect } from "./fixtures";
import { readContent, readFolder, taxRates } from "./support/content";
import { localizePath, locales } from "../model/locales";
import { legalPaths, pagePaths } from "../model/routes";
import { fill } from "../src/utils/fill";
import { formatRupees } from "../src/utils/format-price";
import { depositRefund } from "../src/utils/deposit-words";
import { amountPaidToUs, depositsFor, tcsOn } from "../src/utils/trip-price";

// What a package costs beyond its price, and paying its deposit, against the content files: the
// price box names GST (and TCS abroad) in content's words; a package with a payment page offers it,
// one without offers nothing; the terms explain deposits.
for (const locale of locales) {
  const packages = readFolder("packages", locale);
  const terms = readContent("booking-terms.json", locale);
  const { trip } = readContent("ui.json", locale);
  const url = (pkg: (typeof packages)[number]) => localizePath(pagePaths.package(pkg), locale);

  const rates = taxRates(locale);

  test(`${locale}: the price box says GST on every package, and TCS on a tour abroad only, at the rates in force`, async ({ page }) => {
    const gst = fill(terms.taxes.gst, { rate: rates.gst });
    const abroad = packages.find((p) => p.overseas && p.price.from)!;
    const home = packages.find((p) => !p.overseas)!;
    const tcs = fill(terms.taxes.tcs, {
      rate: rates.tcs,
      amount: formatRupees(tcsOn(amountPaidToUs(abroad.price.from!, rates.gst, abroad.price.charges), rates.tcs)),
    });
    for (const [pkg, lines] of [
      [abroad, [gst, tcs]],
      [home, [gst]],
    ] as const) {
      await page.goto(url(pkg));
      const taxes = page.getByRole("region", { name: trip.price, exact: true }).getByRole("list", { name: terms.taxes.title });
      await expect(taxes.getByRole("listitem"), pkg.slug).toHaveText([...lines]);
    }
  });

  test(`${locale}: a package with a payment page offers its deposit, computed from the terms, and says what cancelling refunds; one without offers nothing`, async ({
    page,
  }) => {
    const withDeposit = packages.find((p) => p.deposit)!;
    const without = packages.find((p) => !p.deposit)!;
    await page.goto(url(withDeposit));
    const percent = (withDeposit.policies ?? terms).confirmation.depositPercent;
    const deposits = depositsFor({ ...withDeposit.price, from: withDeposit.price.from! }, rates.gst, percent);
    const pay = page.getByRole("link", { name: `${trip.payDeposit} ${formatRupees(deposits.from)} ${trip.perPerson}` });
    await expect(pay).toHaveAttribute("href", withDeposit.deposit!.payUrl);
    await expect(page.getByText(terms.deposit.next)).toBeVisible();
    // Each dearer option's and other price's deposit, from the same share.
    const others = page.getByRole("list", { name: fill(terms.deposit.others, { percent }) });
    await expect(others.getByRole("listitem")).toHaveText(deposits.others.map((o) => `${o.label}${formatRupees(o.amount)}`));
    // Where a visitor pays: what cancelling refunds, and the table it comes from, a link away.
    const refund = depositRefund(terms.deposit, (withDeposit.policies ?? terms).cancellation, terms.refundDays);
    await expect(page.getByText(refund.refund)).toBeVisible();
    await page.getByRole("link", { name: terms.deposit.refundLink }).click();
    await expect(page).toHaveURL(/#trip-cancellation$/);
    await expect(page.getByRole("heading", { name: trip.cancellation, exact: true })).toBeInViewport();
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
