/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

// Every repository path a comment or a document names must exist: comments and records that cite
// a moved or deleted file send the next reader to nothing. Paths are checked against the files git
// tracks, since jest runs before the build in `npm test` (and in a fresh clone).
const root = path.resolve(__dirname, "..", "..", "..");
const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
const trackedSet = new Set(tracked);
const trackedDirs = new Set(
  tracked.flatMap((f) =>
    f
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => `${parts.slice(0, i + 1).join("/")}/`),
  ),
);

// Written by the build, so absent from a clone until then (.gitignore); types/ holds only the query types.
const generated = ["types/", "static/fonts/", "static/admin/sveltia-cms.js", "static/admin/config.yml", "static/admin/fonts/"];
const isGenerated = (f: string) => generated.some((g) => f === g || (g.endsWith("/") && f.startsWith(g)));

// Deleted on purpose: the decision records that removed them say how to restore them from git history.
const removed = [
  "src/components/deferred.tsx", // docs/decisions/0002-hydration-in-a-transition.md
  "src/utils/translation-dom-guard.ts", // docs/decisions/0006-translation-dom-guard.md
  "docs/decisions/measure/translate-probe.mjs", // docs/decisions/measure/README.md
];

const top = ["src", "model", "scripts", "plugins", "content", "e2e", "docs", "static", "types", "patches", "netlify", "jest"];
// A path: a known top folder, then segments; it ends with a slash or a file name with an extension.
// Not preceded by a word character, a dot, a slash or an @, so URLs and package paths do not count.
const segment = String.raw`(?:[\w@+*<>-]|\{[\w.*,-]+\})+`;
const extension = String.raw`(?:\.(?:[\w*]|\{[\w,]+\})+)+`;
const pathPattern = new RegExp(String.raw`(?<![\w./@-])(?:${top.join("|")})/(?:${segment}/)*(?:${segment}${extension})?`, "g");

// The placeholders the documents use for one file or folder name: content/guides/SLUG.md,
// content/NAME.json, content/FOLDER/*.json, content/services/NEW.json, content/services/x.json,
// static/fonts/<version>/.
const placeholder = /^(?:SLUG|NAME|FOLDER|NEW|X|x|<[\w-]+>)$/;

const escapeRegExp = (s: string) => s.replace(/[.+^$()|[\]\\]/g, "\\$&");
function globToRegExp(glob: string): RegExp {
  const parts = glob.split("/").map((part) => {
    if (placeholder.test(part.replace(/\.[\w]+$/, ""))) return `[^/]+${escapeRegExp(part.match(/\.[\w]+$/)?.[0] ?? "")}`;
    if (part === "**") return ".*";
    return escapeRegExp(part)
      .replace(/\*/g, "[^/]*")
      .replace(/\{([^}]*)\}/g, (_, alts: string) => `(?:${alts.split(",").join("|")})`);
  });
  return new RegExp(`^${parts.join("/")}${glob.endsWith("/") ? "" : "$"}`);
}

function exists(cited: string): boolean {
  if (removed.includes(cited)) return true;
  if (trackedSet.has(cited) || trackedDirs.has(cited)) return true;
  if (isGenerated(cited)) return true;
  if (/[*{<]/.test(cited) || cited.split("/").some((p) => placeholder.test(p.replace(/\.[\w]+$/, "")))) {
    const re = globToRegExp(cited);
    return tracked.some((f) => re.test(f));
  }
  return false;
}

// The comments of a TypeScript or JavaScript file (or JSONC), with their offsets.
function comments(file: string, text: string): { pos: number; text: string }[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : file.endsWith(".jsonc") ? ts.ScriptKind.JSON : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file.endsWith(".jsonc") ? `${file}.json` : file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, string>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) found.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...found].map(([pos, body]) => ({ pos, text: body }));
}

const lineOf = (text: string, pos: number) => text.slice(0, pos).split("\n").length;

function citedPaths(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  if (!new RegExp(pathPattern.source).test(text)) return [];
  const parts = file.endsWith(".md") ? [{ pos: 0, text }] : comments(file, text);
  const misses: string[] = [];
  for (const part of parts) {
    for (const m of part.text.matchAll(pathPattern)) {
      const cited = m[0];
      const last = cited.split("/").pop() ?? "";
      if (!cited.endsWith("/") && !new RegExp(`${extension}$`).test(last)) continue;
      if (!exists(cited)) misses.push(`${file}:${lineOf(text, part.pos + (m.index ?? 0))}: ${cited}`);
    }
  }
  return misses;
}

const code = tracked.filter((f) => /\.(ts|tsx|mjs|cjs|js|jsonc)$/.test(f) && !isGenerated(f));
const docs = tracked.filter((f) => /^(docs\/.*|README|content\/README|plugins\/[^/]+\/README)\.md$/.test(f));

describe("paths cited in comments and documents", () => {
  test("the scan sees the files it should", () => {
    expect(code.length).toBeGreaterThan(100);
    expect(docs).toEqual(expect.arrayContaining(["README.md", "content/README.md", "docs/decisions/README.md"]));
  });

  test("every cited path exists in the repository", () => {
    expect([...code, ...docs].flatMap(citedPaths)).toEqual([]);
  });

  test("the files cited as removed are still absent", () => {
    expect(removed.filter((f) => fs.existsSync(path.join(root, f)))).toEqual([]);
  });

  test("the scan finds a false path, and accepts globs, placeholders and generated files", () => {
    const probe = /(?:src|model)\/[\w/.*-]+/g;
    const check = (s: string) => (s.match(probe) ?? []).filter((p) => !exists(p));
    expect(check("see model/content.ts and src/nowhere/")).toEqual(["model/content.ts", "src/nowhere/"]);
    expect(exists("content/guides/*.md")).toBe(true);
    expect(exists("content/guides/SLUG.md")).toBe(true);
    expect(exists("content/nowhere/*.md")).toBe(false);
    expect(exists("static/fonts/<version>/")).toBe(true);
    expect(exists("types/gatsby-types.d.ts")).toBe(true);
    expect(comments("x.ts", 'const a = "src/not-a-comment.ts"; // src/in-a-comment.ts\n').map((c) => c.text)).toEqual(["// src/in-a-comment.ts"]);
  });
});
