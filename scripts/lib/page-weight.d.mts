// Types of page-weight.mjs (plain ESM, run by node directly) for the TypeScript tests.
import type { HeaderRule } from "./host-rules.mjs";

export interface PageWeight {
  route: string;
  html: number;
  headers: number;
  pageData: number;
  js: number;
  images: number;
  total: number;
}
export function pageFile(publicDir: string, route: string): string;
export function pageWeight(publicDir: string, route: string, rules: HeaderRule[]): PageWeight;
export function builtRoutes(publicDir: string): string[];
export function pageWeights(publicDir: string, routes?: string[]): Promise<Map<string, PageWeight>>;
export function kb(bytes: number): string;
