import fs from "node:fs";
import matter from "gray-matter";
import type { z } from "zod";
import { formatIssue } from "./format-issue";

// A content file as the check reads it, and how a message names a place in it:
// "content/services/beach.json › faqs › item 2 › answer: ...".

type Json = unknown;
export interface Entry {
  file: string; // relative to the project, e.g. content/services/beach.json
  data: Json;
}

/** A file with the model schema it follows (a Markdown file's front matter, with its body beside). */
export interface ModelEntry extends Entry {
  schema: z.ZodType;
  body?: string;
}

const labelOf = (item: unknown): string => {
  if (!item || typeof item !== "object") return "";
  const o = item as Record<string, unknown>;
  const name = [o.title, o.name, o.slug, o.label, o.page, o.question].find((v) => typeof v === "string");
  return name ? ` (${String(name).slice(0, 40)})` : "";
};

/** "faqs › 2 › answer" style path; the first list index of an array file names the entry. */
export function where(file: string, data: Json, p: PropertyKey[]): string {
  const parts: string[] = [];
  let node: unknown = data;
  p.forEach((key, i) => {
    const child = (node as Record<PropertyKey, unknown> | undefined)?.[key as never];
    if (typeof key === "number") {
      parts.push(i === 0 && Array.isArray(data) ? `entry ${key + 1}${labelOf(child)}` : `item ${key + 1}`);
    } else parts.push(String(key));
    node = child;
  });
  return [file, ...parts].join(" › ");
}

/** The file's text, or undefined after pushing a "missing" line to errors. */
function readText(absolute: string, file: string, errors: string[]): string | undefined {
  try {
    return fs.readFileSync(absolute, "utf8");
  } catch {
    errors.push(`${file}: file is missing`);
    return undefined;
  }
}

/** The parsed file, or undefined after pushing a "missing" or "not valid JSON" line to errors. */
export function readJson(absolute: string, file: string, errors: string[]): Json | undefined {
  const raw = readText(absolute, file, errors);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw);
  } catch (e) {
    errors.push(`${file}: not valid JSON (${(e as Error).message})`);
    return undefined;
  }
}

/**
 * A Markdown file's front matter and body, read by gray-matter as gatsby-transformer-remark reads
 * them; undefined after pushing a "missing" or "front matter is not valid YAML" line to errors.
 */
export function readMarkdown(absolute: string, file: string, errors: string[]): { data: Json; body: string; bodyLine: number } | undefined {
  const raw = readText(absolute, file, errors);
  if (raw === undefined) return undefined;
  if (!raw.startsWith("---")) {
    errors.push(`${file}: no front matter (the file starts with a "---" line, then its fields, then "---"; see content/README.md)`);
    return undefined;
  }
  try {
    const { data, content } = matter(raw);
    // The body's first line in the file, so a message about the body names the line an editor sees.
    const bodyLine = raw.slice(0, raw.length - content.length).split("\n").length;
    return { data, body: content, bodyLine };
  } catch (e) {
    errors.push(`${file}: front matter is not valid YAML (${(e as Error).message.split("\n")[0]})`);
    return undefined;
  }
}

/** Does the entry pass its schema? Each issue becomes an error naming the file, entry and field. */
export function check(schema: z.ZodType, entry: Entry, errors: string[]): boolean {
  const result = schema.safeParse(entry.data, { reportInput: true });
  if (result.success) return true;
  for (const issue of result.error.issues) {
    errors.push(`${where(entry.file, entry.data, issue.path)}: ${formatIssue(issue)}`);
  }
  return false;
}
