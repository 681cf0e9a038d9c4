// Types of host-rules.mjs (plain ESM, run by node directly) for the TypeScript tests.
export interface HeaderRule {
  match: RegExp;
  headers: [string, string][];
}
export function patternToRegExp(pattern: string): RegExp;
export function parseHeaders(text: string): HeaderRule[];
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string>;
export function parseRedirects(text: string): { match: RegExp; to: string; status: number; force: boolean }[];
export function targetFor(rule: { match: RegExp; to: string }, urlPath: string): string | null;
