// Types of search-index-log.mjs (plain ESM, run by node directly) for the TypeScript tests.
export function searchIndexFigures(output: string): { pages: number; seconds: number } | null;
export const searchIndexBudgetSeconds: number;
