/** @jest-environment node */
import { z } from "zod";
import { heroImage, image, text } from "../../../../model/primitives";
import { contentOf, entry, tempProject } from "../__fixtures__/content";
import { imagesExist } from "../images-exist";

let project: ReturnType<typeof tempProject>;
beforeEach(() => {
  project = tempProject();
  project.write("images/lake.jpg");
  project.write("stray.jpg");
});
afterEach(() => project.remove());

// A field under a name the check has never seen: the model says it is an image.
const posts = z.strictObject({ title: text, cover: image, gallery: z.array(z.strictObject({ photo: heroImage.optional() })) });

describe("images exist", () => {
  it("finds an image field by its kind, whatever its name, and names a missing file", () => {
    const content = contentOf({
      root: project.root,
      entries: [entry("posts/one.json", posts, { title: "One", cover: "../images/no-such.jpg", gallery: [{ photo: "../images/lake.jpg" }, {}] })],
    });
    expect(imagesExist(content).errors).toEqual(['content/posts/one.json › cover: file "../images/no-such.jpg" does not exist']);
  });

  it("reads paths relative to the JSON file, and wants them inside content/images/", () => {
    const content = contentOf({
      root: project.root,
      entries: [
        entry("posts/two.json", posts, { title: "Two", cover: "../images/lake.jpg", gallery: [{ photo: "../stray.jpg" }] }),
        entry("list.json", z.array(z.strictObject({ title: text, cover: image })), [{ title: "Lake", cover: "images/lake.jpg" }]),
      ],
    });
    expect(imagesExist(content).errors).toEqual([
      'content/posts/two.json › gallery › item 1 › photo: file "../stray.jpg" is not in content/images/ (images live there; see content/README.md)',
    ]);
  });

  it("reads /images/... from the content folder, as the editor's image picker writes it", () => {
    const content = contentOf({
      root: project.root,
      entries: [
        entry("posts/three.json", posts, { title: "Three", cover: "/images/lake.jpg", gallery: [{ photo: "/images/gone.jpg" }, { photo: "/stray.jpg" }] }),
      ],
    });
    expect(imagesExist(content).errors).toEqual([
      'content/posts/three.json › gallery › item 1 › photo: file "/images/gone.jpg" does not exist',
      'content/posts/three.json › gallery › item 2 › photo: file "/stray.jpg" is not in content/images/ (images live there; see content/README.md)',
    ]);
  });

  it("leaves a string that is not an image alone, even under the name image", () => {
    const content = contentOf({ root: project.root, entries: [entry("a.json", z.strictObject({ image: text }), { image: "nothing.jpg" })] });
    expect(imagesExist(content).errors).toEqual([]);
  });
});
