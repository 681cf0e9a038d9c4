/** @jest-environment node */
import { contentOf, tempProject } from "../__fixtures__/content";
import { photoFiles } from "../photo-files";

let project: ReturnType<typeof tempProject>;
beforeEach(() => (project = tempProject()));
afterEach(() => project.remove());

const sizes: Record<string, { width: number; height: number }> = {
  "lake.jpg": { width: 1920, height: 1280 },
  "tall.png": { width: 1000, height: 2600 },
};
const imageInfo = (abs: string) => sizes[abs.split("/").pop()!];

describe("photo files", () => {
  it("wants JPEG or PNG files of at most 2400 px, in every folder of content/images/, notes aside", () => {
    for (const name of ["lake.jpg", "portraits/tall.png", "sunset.webp", "ATTRIBUTION.md", ".DS_Store"]) project.write(`images/${name}`);
    expect(photoFiles(contentOf({ root: project.root, imageInfo })).errors).toEqual([
      "content/images/portraits/tall.png: 1000 × 2600 px; photos must be at most 2400 px on the long side",
      "content/images/sunset.webp: not a JPEG or PNG file; add photos as .jpg or .png (the build makes the AVIF and WebP copies itself)",
    ]);
  });
});
