import { isDeepStrictEqual } from "node:util";

/**
 * Checks gathered, then asserted once (`expect(found.list).toEqual([])`), so a failure lists every
 * page at fault. Playwright's expect has a cost a call (a step in the report; the figure is in
 * docs/performance-journal.md), and the light checks of every page at ten times the catalogue make thousands of them.
 */
export class Findings {
  readonly list: string[] = [];

  private add(ok: boolean, what: string, detail: () => string) {
    if (!ok) this.list.push(`${what}: ${detail()}`);
  }

  /** Deep equality, as expect's toEqual. */
  equal(actual: unknown, expected: unknown, what: string) {
    this.add(isDeepStrictEqual(actual, expected), what, () => `expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }

  /** A substring of a string, or an item of a list. */
  includes(container: string | readonly unknown[], item: string, what: string) {
    this.add(container.includes(item), what, () => `${JSON.stringify(item)} not in ${JSON.stringify(container)}`);
  }

  above(actual: number, floor: number, what: string) {
    this.add(actual > floor, what, () => `${actual} is not above ${floor}`);
  }
}
