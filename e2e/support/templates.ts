import fs from "node:fs";
import path from "node:path";
import { localizePath, splitSitePath, type Locale } from "../../model/locales";
import { allRoutes } from "./content";

// The heavy checks (a hydrated page at two widths and two fonts, axe, the keyboard) cost seconds a
// page, so they run on one page of each template in each language, plus a sample of the other pages
// that changes with each run. A template is the component the build rendered a page with (its
// page-data's componentChunkName), read from public/: a new template is covered as soon as it is built.
const publicDir = path.join(__dirname, "..", "..", "public");

interface PageData {
  componentChunkName: string;
  path: string;
  matchPath?: string;
}

let pageData: PageData[] | undefined;
/** Every page-data.json of the build. */
const builtPageData = (): PageData[] =>
  (pageData ??= (fs.readdirSync(path.join(publicDir, "page-data"), { recursive: true }) as string[])
    .filter((file) => path.basename(file) === "page-data.json")
    .map((file) => JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", file), "utf8")) as PageData));

/** "/hi/gallery" -> "/hi/gallery"; "/" -> "/index" (where Gatsby writes its page data). */
const dataPath = (route: string) => (route === "/" ? "/index" : route);

/** A client-only page's pattern ("/services/*") as a test for an address. */
const matches = (pattern: string, route: string) => (pattern.endsWith("*") ? route.startsWith(pattern.slice(0, -1)) : route === pattern);

/**
 * The template of the page the host serves at a route: its own, or for an unknown address the
 * client-only page whose pattern takes it most closely (Service Not Found, the Hindi 404), else the
 * language's 404 page.
 */
export function templateOf(route: string): string {
  const data = builtPageData();
  const own = data.find((d) => d.path === route || dataPath(d.path) === dataPath(route));
  const [locale] = splitSitePath(route);
  const fallback =
    own ??
    data.filter((d) => d.matchPath && matches(d.matchPath, route)).sort((a, b) => b.matchPath!.length - a.matchPath!.length)[0] ??
    data.find((d) => d.path === localizePath("/404", locale));
  if (!fallback) throw new Error(`No template for ${route}: no page data, and no 404 page in ${locale}`);
  return fallback.componentChunkName.replace(/^component---/, "");
}

export interface TemplateRoute {
  route: string;
  locale: Locale;
  template: string;
}

const described = (route: string): TemplateRoute => ({ route, locale: splitSitePath(route)[0], template: templateOf(route) });

/** The first route (in route order) of each template in each language. */
export function oneRoutePerTemplate(): TemplateRoute[] {
  const seen = new Set<string>();
  return allRoutes()
    .map(described)
    .filter(({ locale, template }) => !seen.has(`${locale} ${template}`) && !!seen.add(`${locale} ${template}`));
}

/** Every template the build rendered a page with (the 404 and client-only pages included). */
export const builtTemplates = (): string[] => [...new Set(builtPageData().map((d) => d.componentChunkName.replace(/^component---/, "")))].sort();

/**
 * The run's seed: E2E_SEED, which playwright.config.ts sets to a fresh number when it is not given
 * (the config runs before the workers start, so every worker samples the same routes).
 */
export const seed = (): number => {
  const value = Number(process.env.E2E_SEED);
  if (!Number.isInteger(value)) throw new Error("E2E_SEED is not set: playwright.config.ts sets it for every run");
  return value;
};

/** A small seeded generator (mulberry32): the same seed gives the same sample on any machine. */
function random(from: number) {
  let a = from >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` entries of a list picked by the run's seed (a partial Fisher-Yates shuffle), in the order drawn. */
export function sampleOf<T>(list: readonly T[], count: number): T[] {
  const rest = [...list];
  const next = random(seed());
  for (let i = 0; i < Math.min(count, rest.length); i++) {
    const j = i + Math.floor(next() * (rest.length - i));
    [rest[i], rest[j]] = [rest[j], rest[i]];
  }
  return rest.slice(0, count);
}

/** `count` routes (E2E_SAMPLE, 6 by default) that are not their template's first, picked by the seed. */
export function sampledRoutes(count = Number(process.env.E2E_SAMPLE ?? 6)): TemplateRoute[] {
  const first = new Set(oneRoutePerTemplate().map((t) => t.route));
  return sampleOf(
    allRoutes().filter((route) => !first.has(route)),
    count,
  ).map(described);
}
