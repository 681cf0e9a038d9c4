/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import type { z } from "zod";
import { fileSchemas, folderSchemas } from "..";
import { jsonSchemaFiles, schemaDir, schemaFileName, vscodeSchemaMap } from "../json-schema";

const root = path.join(__dirname, "..", "..");
const contentDir = path.join(root, "content");
const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"));
const committed = (key: string) => readJson(path.join(root, schemaDir, schemaFileName(key)));

// VS Code's own keyword for a pattern's message; formats are checked by the pattern beside them
// (color-hex is VS Code's, for its colour picker).
const ajv = new Ajv({ allErrors: true, strict: true });
ajv.addKeyword("patternErrorMessage");
ajv.addFormat("email", true);
ajv.addFormat("color-hex", true);

/** Every content file with its model schema: content/services/beach.json -> the services schema. */
const contentFiles: { file: string; key: string; schema: z.ZodType }[] = [
  ...Object.entries(fileSchemas).map(([key, schema]) => ({ file: key, key, schema })),
  ...Object.entries(folderSchemas).flatMap(([key, schema]) =>
    fs
      .readdirSync(path.join(contentDir, key))
      .filter((f) => f.endsWith(".json"))
      .map((f) => ({ file: `${key}/${f}`, key, schema })),
  ),
];

/** The data with one change at a path: a new value, or the key removed (undefined). */
function changed(data: unknown, at: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(data);
  let node = copy as Record<string | number, unknown>;
  for (const key of at.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = at[at.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/** Paths to every value (the first item of each list), and to a new key in every object. */
function paths(data: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(data)) return data.length ? [[...at, 0], ...paths(data[0], [...at, 0])] : [];
  if (data && typeof data === "object") {
    return [[...at, "misspelt"], ...Object.entries(data).flatMap(([k, v]) => [[...at, k], ...paths(v, [...at, k])])];
  }
  return [];
}

const probes = [
  "",
  " padded ",
  "x",
  "A",
  "photo.JPG",
  "photo.gif",
  "#ABCDEF",
  "#abcdeg",
  "/Packages/x?y=1",
  "https://a.b/c",
  "+91 98765 43210",
  "a@b.co",
  "a@b",
  0,
  -1,
  1.5,
  3,
  true,
  null,
  "x".repeat(161),
  [],
  {},
  undefined,
];

describe("the editors' JSON Schemas", () => {
  it("are committed as the model generates them (run npm run model:schemas after changing model/)", () => {
    const files = jsonSchemaFiles();
    expect(fs.readdirSync(path.join(root, schemaDir)).sort()).toEqual(files.map((f) => f.name).sort());
    for (const { name, text } of files) expect(fs.readFileSync(path.join(root, schemaDir, name), "utf8")).toBe(text);
  });

  it("are mapped to every content file in .vscode/settings.json", () => {
    expect(readJson(path.join(root, ".vscode", "settings.json"))["json.schemas"]).toEqual(vscodeSchemaMap());
  });

  it.each(contentFiles.map((c) => [c.file, c]))("accept the shipped content/%s", (_file, { file, key }) => {
    const validate = ajv.compile(committed(key));
    validate(readJson(path.join(contentDir, file)));
    expect(validate.errors ?? []).toEqual([]);
  });

  // One file of each kind, every value replaced by each probe in turn: the check and the schema
  // give the same verdict, so an editor's red squiggle and the build's error always agree.
  it.each(Object.entries({ ...fileSchemas, ...folderSchemas }))("are exactly as strict as the check for %s", (key, schema) => {
    const file = key.endsWith(".json") ? key : `${key}/${fs.readdirSync(path.join(contentDir, key)).sort()[0]}`;
    const data = readJson(path.join(contentDir, file));
    const validate = ajv.compile(committed(key));
    const disagreements: string[] = [];
    for (const at of paths(data)) {
      for (const probe of probes) {
        const candidate = changed(data, at, probe);
        const byCheck = (schema as z.ZodType).safeParse(candidate).success;
        const bySchema = validate(candidate);
        if (byCheck !== bySchema) disagreements.push(`${at.join(".")} = ${JSON.stringify(probe)}: check ${byCheck}, schema ${bySchema}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});
