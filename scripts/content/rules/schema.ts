import fs from "node:fs";
import path from "node:path";
import { check, readJson, type ModelEntry } from "../entries";
import type { Content, ContentModel } from "../rule";

// The first rule: every file the model names is there, is JSON and follows its schema; no file
// is there that the site does not read. The other rules work on what this one read.

export type ReadContent = Pick<Content, "entries" | "files" | "folders">;

export function readContent(dir: string, model: ContentModel, rel: (absolute: string) => string): ReadContent & { errors: string[] } {
  const errors: string[] = [];
  const entries: ModelEntry[] = [];
  const files: Record<string, unknown> = {};
  const folders: Record<string, { file: string; data: unknown }[]> = {};
  const read = (abs: string, schema: ModelEntry["schema"]) => {
    const data = readJson(abs, rel(abs), errors);
    if (data === undefined) return undefined;
    const entry = { file: rel(abs), data, schema };
    entries.push(entry);
    return check(schema, entry, errors) ? entry : undefined;
  };

  for (const [name, schema] of Object.entries(model.files)) {
    const passed = read(path.join(dir, name), schema);
    if (passed) files[name] = passed.data;
  }
  for (const [folder, schema] of Object.entries(model.folders)) {
    const folderDir = path.join(dir, folder);
    const names = fs.existsSync(folderDir)
      ? fs
          .readdirSync(folderDir)
          .filter((f) => f.endsWith(".json"))
          .sort()
      : [];
    if (names.length === 0) errors.push(`${rel(folderDir)}: folder has no .json files`);
    folders[folder] = names.flatMap((name) => {
      const passed = read(path.join(folderDir, name), schema);
      return passed ? [{ file: passed.file, data: passed.data }] : [];
    });
  }
  for (const f of fs.readdirSync(dir)) {
    if (f.endsWith(".json") && !(f in model.files)) {
      errors.push(`${rel(path.join(dir, f))}: unknown content file (see content/README.md for the files the site reads)`);
    }
  }
  return { entries, files, folders, errors };
}
