// The months a visitor may travel in: the enquiry form's choice and the /packages month filter.

/**
 * The next 12 months, starting with the current one: each as "2026-11" (the value, the same in
 * every language, so a draft survives a switch of language) and its name from `monthNames`, the
 * language's twelve in calendar order (`UiJson.monthNames`, named by the build).
 */
export function nextMonths(from: Date, monthNames: readonly string[], count = 12): { value: string; label: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(from.getFullYear(), from.getMonth() + i, 1);
    return {
      value: `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}`,
      label: `${monthNames[d.getMonth()]} ${d.getFullYear()}`,
    };
  });
}
