import fs from "node:fs";
import path from "node:path";

// Tests read the same content files the site is built from, so they follow the editors' changes.
const contentDir = path.join(__dirname, "..", "..", "content");

export function readContent<T>(file: string): T {
  return JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8")) as T;
}

export function readFolder<T>(folder: string): T[] {
  return fs
    .readdirSync(path.join(contentDir, folder))
    .filter((f) => f.endsWith(".json"))
    .map((f) => readContent<T>(path.join(folder, f)));
}

export interface Service {
  slug: string;
  name: string;
  order: number;
  highlights: string[];
  itinerary: { title: string }[];
  faqs: { question: string; answer: string }[];
}

export const services = () => readFolder<Service>("services").sort((a, b) => a.order - b.order);

/** Every route of the site: the fixed pages, one per service and one per package category. */
export function allRoutes(): string[] {
  const categories = readContent<{ slug: string }[]>("package-categories.json");
  return [
    "/",
    "/about/team",
    "/about/testimonials",
    "/about/story",
    "/gallery",
    "/services",
    ...services().map((s) => `/services/${s.slug}`),
    "/packages",
    ...categories.map((c) => `/packages/${c.slug}`),
    "/contact",
    "/services/adventure-tours",
    "/no-such-page",
  ];
}
