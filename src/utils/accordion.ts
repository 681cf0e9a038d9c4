/** The FAQ rule: at most one answer open; clicking the open one closes it. */
export const toggleOpenIndex = (open: number | null, clicked: number): number | null => (open === clicked ? null : clicked);
