/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { fragmentsFile, fragmentsSource, selectionOf } from "../fragments";
import { uiSchema } from "..";

describe("the GraphQL fragments of words", () => {
  it("are committed as the model writes them (run npm run model:schemas after changing model/)", () => {
    expect(fs.readFileSync(path.join(__dirname, "..", "..", fragmentsFile), "utf8")).toBe(fragmentsSource());
  });

  it("select every word of a group, nested ones included", () => {
    expect(selectionOf(uiSchema.shape.people)).toBe("{ profile networks { twitter facebook linkedin instagram } }");
  });
});
