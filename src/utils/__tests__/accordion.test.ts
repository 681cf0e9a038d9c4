import { toggleOpenIndex } from "../accordion";

describe("FAQ accordion rule", () => {
  it("opens the clicked answer when none is open", () => {
    expect(toggleOpenIndex(null, 1)).toBe(1);
  });
  it("moves to the clicked answer, closing the one that was open", () => {
    expect(toggleOpenIndex(0, 1)).toBe(1);
  });
  it("closes the open answer when it is clicked again", () => {
    expect(toggleOpenIndex(1, 1)).toBeNull();
  });
});
