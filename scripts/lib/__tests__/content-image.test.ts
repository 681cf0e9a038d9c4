/** @jest-environment node */
import { contentImageExtension } from "../content-image";

// Which photo a content file's image field gets in GraphQL: the same file from English and Hindi,
// whether the path is relative to the English file or "/images/..." as the editor's picker writes it.
async function resolvedPath(file: { absolutePath: string; relativePath: string }, value: string): Promise<string> {
  let asked = "";
  const context = {
    nodeModel: {
      findRootNodeAncestor: () => ({ internal: { type: "File" }, ...file }),
      findOne: async (args: { query: { filter: Record<string, unknown> } }) => {
        asked = (args.query.filter.absolutePath as { eq: string }).eq;
        return null;
      },
    },
  };
  await contentImageExtension.extend().resolve({ image: value }, {}, context, { fieldName: "image" });
  return asked;
}

const english = { absolutePath: "/site/content/packages/sikkim.json", relativePath: "packages/sikkim.json" };
const hindi = { absolutePath: "/site/content/hi/packages/sikkim.json", relativePath: "hi/packages/sikkim.json" };

describe("@contentImage", () => {
  it("reads a path relative to the English file, from the Hindi file too", async () => {
    expect(await resolvedPath(english, "../images/lake.jpg")).toBe("/site/content/images/lake.jpg");
    expect(await resolvedPath(hindi, "../images/lake.jpg")).toBe("/site/content/images/lake.jpg");
  });

  it("reads /images/... from the content folder, as the editor's image picker writes it", async () => {
    expect(await resolvedPath(english, "/images/lake.jpg")).toBe("/site/content/images/lake.jpg");
    expect(await resolvedPath(hindi, "/images/lake.jpg")).toBe("/site/content/images/lake.jpg");
    expect(await resolvedPath({ absolutePath: "/site/content/home.json", relativePath: "home.json" }, "/images/lake.jpg")).toBe(
      "/site/content/images/lake.jpg",
    );
  });
});
