// The line gatsby-plugin-search logs after indexing ("Search index: 83 pages (42 en, 41 hi) in
// 0.80 s"), read back from a build's output by build:times and bench:scale.

/** @param {string} output a build's log @returns {{ pages: number, seconds: number } | null} */
export function searchIndexFigures(output) {
  const match = [...output.matchAll(/Search index: (\d+) pages .*? in (\d+(?:\.\d+)?) s/g)].pop();
  return match ? { pages: Number(match[1]), seconds: Number(match[2]) } : null;
}

/** What indexing may add to a cold build, at 1x and at 10x the content, in seconds (docs/decisions/0025). */
export const searchIndexBudgetSeconds = 10;
