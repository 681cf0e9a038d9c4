/** 18999 -> "₹18,999" with Indian digit grouping (1,89,999), the same on server and client. */
export function formatRupees(amount: number): string {
  const digits = String(Math.round(amount));
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `₹${rest ? `${rest},` : ""}${last3}`;
}
