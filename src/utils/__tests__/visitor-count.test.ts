import { nextVisitorCount, padCount, VISITOR_COUNT_KEY } from "../visitor-count";

const memory = (initial?: string) => {
  const data = new Map<string, string>(initial === undefined ? [] : [[VISITOR_COUNT_KEY, initial]]);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
};

describe("visitor counter", () => {
  it("starts from the default of 1, so the first visit shows 2", () => {
    const s = memory();
    expect(nextVisitorCount(() => s)).toBe(2);
    expect(s.data.get(VISITOR_COUNT_KEY)).toBe("2");
  });

  it("adds one to the stored count on each visit", () => {
    const s = memory("41");
    expect(nextVisitorCount(() => s)).toBe(42);
    expect(nextVisitorCount(() => s)).toBe(43);
  });

  it.each(["banana", "-5", "0", "3.5", "", "1e400"])("treats a corrupt stored value %p as the default", (raw) => {
    expect(nextVisitorCount(() => memory(raw))).toBe(2);
  });

  it("still counts when storage throws on every access", () => {
    const throwing = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    expect(nextVisitorCount(throwing)).toBe(2);
  });

  it("pads to four digits and keeps longer numbers whole", () => {
    expect(padCount(2)).toBe("0002");
    expect(padCount(1234)).toBe("1234");
    expect(padCount(123456)).toBe("123456");
  });
});
