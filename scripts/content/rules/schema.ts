import fs from "node:fs";
import path from "node:path";
import { check, readJson, readMarkdown, type ModelEntry } from "../entries";
import type { Content, ContentModel } from "../rule";

// The first rule: every file the model names is there, is JSON and follows its schema; no file
// is there that the site does not read. The other rules work on what this one read.

export type ReadContent = Pick<Content, "entries" | "files" | "folders" | "markdown">;

/** A folder's files ending in the extension, sorted; none if the folder is not there. */
const filesIn = (folderDir: string, extension: string) =>
  fs.existsSync(folderDir)
    ? fs
        .readdirSync(folderDir)
        .filter((f) => f.endsWith(extension) && !fs.statSync(path.join(folderDir, f)).isDirectory())
        .sort()
    : [];

export function readContent(dir: string, model: ContentModel, rel: (absolute: string) => string): ReadContent & { errors: string[] } {
  const errors: string[] = [];
  const entries: ModelEntry[] = [];
  const files: Record<string, unknown> = {};
  const folders: Record<string, { file: string; data: unknown }[]> = {};
  const markdown: Record<string, { file: string; data: unknown; body: string; bodyLine: number }[]> = {};
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
    const names = filesIn(folderDir, ".json");
    if (names.length === 0) errors.push(`${rel(folderDir)}: folder has no .json files`);
    folders[folder] = names.flatMap((name) => {
      const passed = read(path.join(folderDir, name), schema);
      return passed ? [{ file: passed.file, data: passed.data }] : [];
    });
  }
  for (const [folder, schema] of Object.entries(model.markdown)) {
    const folderDir = path.join(dir, folder);
    const names = filesIn(folderDir, ".md");
    if (names.length === 0) errors.push(`${rel(folderDir)}: folder has no .md files`);
    for (const name of filesIn(folderDir, "").filter((f) => !f.endsWith(".md"))) {
      errors.push(`${rel(path.join(folderDir, name))}: not a Markdown file; each guide is one .md file (see content/README.md)`);
    }
    markdown[folder] = names.flatMap((name) => {
      const abs = path.join(folderDir, name);
      const read = readMarkdown(abs, rel(abs), errors);
      if (!read) return [];
      const entry = { file: rel(abs), data: read.data, body: read.body, schema };
      entries.push(entry);
      return check(schema, entry, errors) ? [{ file: entry.file, data: entry.data, body: entry.body, bodyLine: read.bodyLine }] : [];
    });
  }
  for (const f of fs.readdirSync(dir)) {
    if (f.endsWith(".json") && !(f in model.files)) {
      errors.push(`${rel(path.join(dir, f))}: unknown content file (see content/README.md for the files the site reads)`);
    }
  }
  return { entries, files, folders, markdown, errors };
}
