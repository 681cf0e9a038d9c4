/** @jest-environment node */
import { z } from "zod";
import { heroImage, image } from "../../../../model/primitives";
import { contentOf, entry, tempProject } from "../__fixtures__/content";
import { heroWidth } from "../hero-width";

let project: ReturnType<typeof tempProject>;
beforeEach(() => {
  project = tempProject();
  for (const name of ["narrow.jpg", "wide.jpg"]) project.write(`images/${name}`);
});
afterEach(() => project.remove());

const widths: Record<string, number> = { "narrow.jpg": 1200, "wide.jpg": 1920 };
const imageInfo = (abs: string) => ({ width: widths[abs.split("/").pop()!], height: 800 });

describe("hero width", () => {
  it("wants the model's hero images at least 1600 px wide, and only those", () => {
    const schema = z.array(z.strictObject({ banner: heroImage, thumb: image }));
    const content = contentOf({
      root: project.root,
      imageInfo,
      entries: [
        entry("slides.json", schema, [
          { banner: "images/wide.jpg", thumb: "images/narrow.jpg" },
          { banner: "images/narrow.jpg", thumb: "images/narrow.jpg" },
        ]),
      ],
    });
    expect(heroWidth(content).errors).toEqual([
      'content/slides.json › entry 2 › banner: "images/narrow.jpg" is 1200 px wide; a hero image needs at least 1600 px',
    ]);
  });

  it("says nothing of a missing file (images exist reports it)", () => {
    const content = contentOf({
      root: project.root,
      imageInfo,
      entries: [entry("a.json", z.strictObject({ banner: heroImage }), { banner: "images/gone.jpg" })],
    });
    expect(heroWidth(content).errors).toEqual([]);
  });
});
