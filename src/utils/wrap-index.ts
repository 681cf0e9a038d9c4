/** An index stepped past either end comes round to the other: -1 -> last, length -> 0. */
export const wrapIndex = (index: number, length: number) => (length > 0 ? ((index % length) + length) % length : 0);
