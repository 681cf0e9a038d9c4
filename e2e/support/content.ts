import fs from "node:fs";
import path from "node:path";
import type { ContentFile, ContentFolder, FileContent, FolderEntry } from "../../model";

// Tests read the same content files the site is built from, so they follow the editors' changes;
// their types come from the content model.
const contentDir = path.join(__dirname, "..", "..", "content");
const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"));

export const readContent = <F extends ContentFile>(file: F) => read(file) as FileContent<F>;

export const readFolder = <F extends ContentFolder>(folder: F) =>
  fs
    .readdirSync(path.join(contentDir, folder))
    .filter((f) => f.endsWith(".json"))
    .map((f) => read(path.join(folder, f)) as FolderEntry<F>);

export const services = () => readFolder("services").sort((a, b) => a.order - b.order);

/** Every route of the site: the fixed pages, one per service and one per package category. */
export function allRoutes(): string[] {
  return [
    "/",
    "/about/team",
    "/about/testimonials",
    "/about/story",
    "/gallery",
    "/services",
    ...services().map((s) => `/services/${s.slug}`),
    "/packages",
    ...readContent("package-categories.json").map((c) => `/packages/${c.slug}`),
    "/contact",
    "/services/adventure-tours",
    "/no-such-page",
  ];
}
