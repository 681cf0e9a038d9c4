import type { Content, Findings } from "../rule";

// A package's deposit is paid on a payment provider's page: its address must be on a host of the
// allow-list (booking-terms.json › deposit › hosts), so a typo or a look-alike domain never takes a
// traveller's money; and it cannot ask for more than the trip's "from" price.

export function deposits(content: Content): Findings {
  const hosts = content.files["booking-terms.json"]?.deposit.hosts;
  if (!hosts) return {};
  const errors: string[] = [];
  for (const { file, data } of content.folders.packages ?? []) {
    if (!data.deposit) continue;
    const { payUrl, amount } = data.deposit;
    const host = URL.canParse(payUrl) ? new URL(payUrl).hostname : "";
    if (!hosts.includes(host)) {
      errors.push(
        `${file} › deposit › payUrl: "${host || payUrl}" is not a payment host of content/booking-terms.json › deposit › hosts (${hosts.join(", ")})`,
      );
    }
    const from = data.price.from;
    if (from && amount > from) errors.push(`${file} › deposit › amount: ${amount} is more than the trip's "from" price (${from})`);
  }
  return { errors };
}
