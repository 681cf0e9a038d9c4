/** @jest-environment node */
import { contentOf } from "../__fixtures__/content";
import { testimonialNumbers } from "../testimonial-numbers";

const numbered = (...numbers: number[]) => contentOf({ files: { "testimonials.json": numbers.map((number) => ({ number })) } as never });

describe("testimonial numbering", () => {
  it("accepts 1 to n in any order", () => {
    expect(testimonialNumbers(numbered(2, 3, 1)).errors ?? []).toEqual([]);
  });

  it("names a gap or a repeated number", () => {
    expect(testimonialNumbers(numbered(1, 2, 2, 4)).errors).toEqual([
      "content/testimonials.json › number: expected the numbers 1 to 4 once each, found 1, 2, 2, 4",
    ]);
  });
});
