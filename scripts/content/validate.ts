import fs from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";
import type { z } from "zod";
import { fileSchemas, folderSchemas, pageKeys, prefixedLocales, type ContentFile, type ContentFolder, type FileContent, type FolderEntry } from "../../model";
import { formatIssue } from "./format-issue";
import { checkTranslations } from "./translations";

export interface ContentReport {
  errors: string[];
  warnings: string[];
}

type Json = unknown;
export interface Entry {
  file: string; // relative to the project, e.g. content/services/beach.json
  data: Json;
}

const IMAGE_KEYS = new Set(["image", "ogImage"]);
const LINK_KEYS = new Set(["link", "to"]);
/** Files and folders (under content/) whose `image` is a full-width page or carousel hero. */
const HERO_FILES = new Set(["pages.json", "hero-slides.json", "package-categories.json"]);
const HERO_FOLDERS = new Set(["services"]);
const HERO_MIN_WIDTH = 1600;
const MAX_SIDE = 2400;
/** Files in content/images/ that are not photos: notes such as ATTRIBUTION.md, and hidden files. */
const NOT_A_PHOTO = /^\.|\.(md|txt)$/i;

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

/** The parsed file, or undefined after pushing a "missing" or "not valid JSON" line to errors. */
export function readJson(absolute: string, file: string, errors: string[]): Json | undefined {
  let raw: string;
  try {
    raw = fs.readFileSync(absolute, "utf8");
  } catch {
    errors.push(`${file}: file is missing`);
    return undefined;
  }
  try {
    return JSON.parse(raw);
  } catch (e) {
    errors.push(`${file}: not valid JSON (${(e as Error).message})`);
    return undefined;
  }
}

export function check(schema: z.ZodType, entry: Entry, errors: string[]): boolean {
  const result = schema.safeParse(entry.data, { reportInput: true });
  if (result.success) return true;
  for (const issue of result.error.issues) {
    errors.push(`${where(entry.file, entry.data, issue.path)}: ${formatIssue(issue)}`);
  }
  return false;
}

/** Every value under an image or link key, with its path, for the cross-file checks. */
function walk(data: Json, keys: Set<string>, p: PropertyKey[] = []): { path: PropertyKey[]; value: string }[] {
  if (Array.isArray(data)) return data.flatMap((v, i) => walk(v, keys, [...p, i]));
  if (data && typeof data === "object") {
    return Object.entries(data).flatMap(([k, v]) =>
      typeof v === "string" && keys.has(k) ? [{ path: [...p, k], value: v }] : walk(v, keys, [...p, k]),
    );
  }
  return [];
}

/** The size of a JPEG or PNG, read from its header (image-size); undefined for any other file. */
export function imageInfo(absolute: string): { width: number; height: number } | undefined {
  try {
    const { type, width, height } = imageSize(fs.readFileSync(absolute));
    if (type === "jpg" || type === "png") return { width, height };
  } catch {
    // not an image image-size knows, or unreadable: the caller reports it
  }
  return undefined;
}

/** Every photo under a folder, as paths relative to it with "/" separators, sorted. */
function photosIn(dir: string, prefix = ""): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .flatMap((name) => {
      if (NOT_A_PHOTO.test(name)) return [];
      const full = path.join(dir, name);
      return fs.statSync(full).isDirectory() ? photosIn(full, `${prefix}${name}/`) : [`${prefix}${name}`];
    });
}

/** Routes made from src/pages file names (index, about/team, ...), without 404 and client-only ones. */
export function staticRoutes(pagesDir: string): string[] {
  const routes: string[] = [];
  const visit = (dir: string, prefix: string) => {
    for (const name of fs.readdirSync(dir)) {
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) {
        if (name !== "__tests__") visit(full, `${prefix}/${name}`);
      } else if (/\.(tsx|jsx|js|ts)$/.test(name) && !/^(404|\[)/.test(name)) {
        const base = name.replace(/\.(tsx|jsx|js|ts)$/, "");
        routes.push(base === "index" ? prefix || "/" : `${prefix}/${base}`);
      }
    }
  };
  if (fs.existsSync(pagesDir)) visit(pagesDir, "");
  return routes;
}

export interface ValidateOptions {
  contentDir: string;
  /** Routes that exist besides content-driven ones; defaults to those of src/pages. */
  routes?: string[];
  /** How files are named in messages, relative to this folder (default: the content folder's parent). */
  root?: string;
}

export function validateContent({ contentDir, routes, root }: ValidateOptions): ContentReport {
  const errors: string[] = [];
  const warnings: string[] = [];
  const base = root ?? path.dirname(contentDir);
  const rel = (abs: string) => path.relative(base, abs).split(path.sep).join("/");
  const entries: Entry[] = [];
  // What passed its schema, typed by the model, for the cross-file checks.
  const byName: { [F in ContentFile]?: FileContent<F> } = {};
  const folders: { [F in ContentFolder]?: { file: string; data: FolderEntry<F> }[] } = {};

  for (const [name, schema] of Object.entries(fileSchemas) as [ContentFile, z.ZodType][]) {
    const abs = path.join(contentDir, name);
    const data = readJson(abs, rel(abs), errors);
    if (data === undefined) continue;
    const entry = { file: rel(abs), data };
    entries.push(entry);
    if (check(schema, entry, errors)) (byName as Record<string, Json>)[name] = data;
  }
  for (const [folder, schema] of Object.entries(folderSchemas) as [ContentFolder, z.ZodType][]) {
    const dir = path.join(contentDir, folder);
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(".json")).sort() : [];
    if (files.length === 0) errors.push(`${rel(dir)}: folder has no .json files`);
    const passed: Entry[] = [];
    (folders as Record<string, Entry[]>)[folder] = passed;
    for (const f of files) {
      const abs = path.join(dir, f);
      const data = readJson(abs, rel(abs), errors);
      if (data === undefined) continue;
      const entry = { file: rel(abs), data };
      entries.push(entry);
      if (check(schema, entry, errors)) passed.push(entry);
    }
  }
  for (const f of fs.readdirSync(contentDir)) {
    if (f.endsWith(".json") && !(f in fileSchemas)) {
      errors.push(`${rel(path.join(contentDir, f))}: unknown content file (see content/README.md for the files the site reads)`);
    }
  }

  // Images exist, relative to the file that names them, in content/images/; heroes are wide enough.
  const imagesDir = path.join(contentDir, "images");
  const infos = new Map<string, ReturnType<typeof imageInfo>>();
  const infoOf = (abs: string) => {
    if (!infos.has(abs)) infos.set(abs, imageInfo(abs));
    return infos.get(abs);
  };
  for (const entry of entries) {
    const fromContent = path.relative(contentDir, path.join(base, entry.file)).split(path.sep);
    const hero = fromContent.length === 1 ? HERO_FILES.has(fromContent[0]) : HERO_FOLDERS.has(fromContent[0]);
    for (const { path: p, value } of walk(entry.data, IMAGE_KEYS)) {
      const abs = path.resolve(path.dirname(path.join(base, entry.file)), value);
      const at = where(entry.file, entry.data, p);
      if (!fs.existsSync(abs)) {
        errors.push(`${at}: file "${value}" does not exist`);
        continue;
      }
      const inImages = path.relative(imagesDir, abs);
      if (!inImages || inImages.startsWith("..") || path.isAbsolute(inImages)) {
        errors.push(`${at}: file "${value}" is not in ${rel(imagesDir)}/ (images live there; see content/README.md)`);
        continue;
      }
      const info = infoOf(abs);
      if (hero && p[p.length - 1] === "image" && info && info.width < HERO_MIN_WIDTH) {
        errors.push(`${at}: "${value}" is ${info.width} px wide; a hero image needs at least ${HERO_MIN_WIDTH} px`);
      }
    }
  }

  // Every photo in content/images/ is a JPEG or PNG of at most 2400 px and has a credit; every credit names a photo.
  const credits = byName["photo-credits.json"];
  const creditsFile = rel(path.join(contentDir, "photo-credits.json"));
  for (const photo of photosIn(imagesDir)) {
    const abs = path.join(imagesDir, ...photo.split("/"));
    const at = rel(abs);
    const info = infoOf(abs);
    if (!info || !/\.(jpe?g|png)$/i.test(photo)) {
      errors.push(`${at}: not a JPEG or PNG file; add photos as .jpg or .png (the build makes the AVIF and WebP copies itself)`);
    } else if (info.width > MAX_SIDE || info.height > MAX_SIDE) {
      errors.push(`${at}: ${info.width} × ${info.height} px; photos must be at most ${MAX_SIDE} px on the long side`);
    }
    if (credits && !credits.some((c) => c.file === photo || (c.file.endsWith("/") && photo.startsWith(c.file)))) {
      errors.push(`${at}: no entry in ${creditsFile}; add one with its author, licence and source`);
    }
  }
  (credits ?? []).forEach((c, i) => {
    const abs = path.resolve(imagesDir, c.file);
    const inside = !path.relative(imagesDir, abs).startsWith("..") && !path.isAbsolute(c.file);
    const folder = c.file.endsWith("/");
    const isDir = inside && fs.existsSync(abs) && fs.statSync(abs).isDirectory();
    const at = where(creditsFile, credits, [i, "file"]);
    if (!folder && isDir) {
      errors.push(`${at}: "${c.file}" is a folder; write "${c.file}/" to credit every photo in it`);
    } else if (!inside || !fs.existsSync(abs) || (folder && !isDir)) {
      errors.push(`${at}: no ${folder ? "folder" : "file"} "${c.file}" in ${rel(imagesDir)}/`);
    }
  });

  // Slugs are unique, packages name a known category, every page has its copy once.
  const unique = (items: { at: string; slug: string }[], what: string) => {
    const seen = new Map<string, string>();
    for (const { at, slug } of items) {
      if (seen.has(slug)) errors.push(`${at} › slug: duplicate ${what} slug "${slug}" (also in ${seen.get(slug)})`);
      else seen.set(slug, at);
    }
  };
  const slugsOf = (list: { file: string; data: { slug: string } }[]) => list.map((e) => ({ at: e.file, slug: e.data.slug }));
  unique(slugsOf(folders.services ?? []), "service");
  unique(slugsOf(folders.packages ?? []), "package");
  const categories = byName["package-categories.json"] ?? [];
  unique(
    categories.map((c, i) => ({ at: `content/package-categories.json › entry ${i + 1}`, slug: c.slug })),
    "package category",
  );
  const categorySlugs = new Set(categories.map((c) => c.slug));
  for (const p of folders.packages ?? []) {
    const { category } = p.data;
    if (categories.length && !categorySlugs.has(category)) {
      errors.push(`${p.file} › category: unknown package category "${category}" (known: ${[...categorySlugs].join(", ")})`);
    }
  }
  for (const c of categories) {
    if (!(folders.packages ?? []).some((p) => p.data.category === c.slug)) {
      errors.push(`content/package-categories.json › ${c.slug}: no package in content/packages/ has this category`);
    }
  }
  const pages = byName["pages.json"];
  if (pages) {
    for (const key of pageKeys) {
      const n = pages.filter((p) => p.page === key).length;
      if (n !== 1) errors.push(`content/pages.json › page "${key}": expected exactly one entry, found ${n}`);
    }
  }
  const testimonials = byName["testimonials.json"];
  if (testimonials) {
    const numbers = testimonials.map((t) => t.number).sort((a, b) => a - b);
    if (numbers.some((n, i) => n !== i + 1)) {
      errors.push(`content/testimonials.json › number: expected the numbers 1 to ${numbers.length} once each, found ${numbers.join(", ")}`);
    }
  }

  // Internal links lead somewhere; an unknown service slug is allowed but reported.
  const serviceSlugs = (folders.services ?? []).map((s) => s.data.slug);
  const known = new Set([
    ...(routes ?? staticRoutes(path.join(path.dirname(contentDir), "src", "pages"))),
    ...serviceSlugs.map((s) => `/services/${s}`),
    ...[...categorySlugs].map((s) => `/packages/${s}`),
  ]);
  for (const entry of entries) {
    for (const { path: p, value } of walk(entry.data, LINK_KEYS)) {
      if (!value.startsWith("/")) continue;
      const target = value.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
      if (known.has(target)) continue;
      if (target.startsWith("/services/")) {
        warnings.push(`${where(entry.file, entry.data, p)}: "${value}" is not a known service; visitors will see Service Not Found with the closest match`);
      } else {
        errors.push(`${where(entry.file, entry.data, p)}: link "${value}" leads to no page`);
      }
    }
  }
  // Every other language mirrors these files (content/hi/...), entry for entry.
  for (const locale of prefixedLocales) checkTranslations({ contentDir, locale, english: entries, base, rel, errors });
  return { errors, warnings };
}
