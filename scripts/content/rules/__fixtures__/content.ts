import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { z } from "zod";
import type { ModelEntry } from "../../entries";
import type { Content } from "../../rule";

// What the rules' unit tests build: a Content with only what a rule reads, and, for rules that
// look at files, a temporary project folder with content/ and content/images/.

/** A temporary project with content/images/; call remove() after the test. */
export function tempProject() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "rule-"));
  const dir = path.join(root, "content");
  fs.mkdirSync(path.join(dir, "images"), { recursive: true });
  return {
    root,
    dir,
    /** Writes a file under content/ (folders made as needed). */
    write(file: string, data: string | Buffer = "") {
      const abs = path.join(dir, file);
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      fs.writeFileSync(abs, data);
    },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/** A Content for a project folder (default: one that does not exist), with the parts given. */
export function contentOf(parts: Partial<Content> & { root?: string } = {}): Content {
  const { root = path.join(os.tmpdir(), "no-such-project"), ...rest } = parts;
  const dir = path.join(root, "content");
  return {
    dir,
    imagesDir: path.join(dir, "images"),
    absolute: (file) => path.join(root, file),
    rel: (abs) => path.relative(root, abs).split(path.sep).join("/"),
    entries: [],
    files: {},
    folders: {},
    markdown: {},
    pageRoutes: [],
    imageInfo: () => undefined,
    ...rest,
  };
}

/** A file of content/ with its schema, as the schema rule reads it. */
export const entry = (file: string, schema: z.ZodType, data: unknown): ModelEntry => ({ file: `content/${file}`, schema, data });
