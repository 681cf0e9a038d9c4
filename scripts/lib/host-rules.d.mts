// Types of host-rules.mjs (plain ESM, run by node directly) for the TypeScript tests.
export interface HeaderRule {
  for: string;
  forRegExp: RegExp;
  values: Record<string, string>;
}
export interface RedirectMatch {
  from: string;
  to: string;
  status: number;
  force: boolean;
}
export function readHeaderRules(file: string): Promise<{ rules: HeaderRule[]; errors: string[] }>;
export function headersFor(rules: HeaderRule[], urlPath: string): Record<string, string>;
export function readRedirectRules(file: string): Promise<{
  rules: { from: string; to: string; status?: number; force: boolean }[];
  errors: string[];
  match: (urlPath: string, query?: string) => RedirectMatch | null;
}>;
