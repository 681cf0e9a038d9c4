// Gatsby runs the page queries, which queue the image jobs, only after both webpack bundles are
// built: meanwhile the second core is idle, and the images then take as long again. The
// build runs the queries that name an image once before webpack starts (onPreBuild), so sharp
// encodes while webpack bundles; Gatsby's later run finds the same jobs (same digests) queued or done
// and does not encode again. docs/decisions/0020-a-faster-cold-build.md.

import fs from "node:fs";
import path from "node:path";

interface QueryState {
  pages: Map<string, { path: string; componentPath: string; context?: Record<string, unknown> }>;
  components: Map<string, { query?: string }>;
  staticQueryComponents: Map<string, { query?: string }>;
}
type Run = (query: string, context: Record<string, unknown>) => Promise<{ errors?: unknown[] }>;

const namesAnImage = (query: string | undefined): query is string => !!query && query.includes("childImageSharp");

/**
 * Whether a build starts without an earlier build's images (public/static/), read before Gatsby
 * writes anything. Not from Gatsby's finished jobs: createPages already finishes a few (the finder's
 * card photos, scripts/lib/finder-data.ts), so a cold build has some by onPreBuild.
 */
export const startsCold = (root: string): boolean => !fs.existsSync(path.join(root, "public", "static"));

/**
 * Runs every page and static query that names an image, as Gatsby will; returns how many ran. Only
 * on a cold build: a warm rebuild makes few images or none, and running every query twice would
 * only cost it time.
 */
export async function queueImageJobsEarly(state: QueryState, graphql: Run, cold: boolean): Promise<number> {
  let ran = 0;
  if (!cold) return ran;
  for (const { query } of state.staticQueryComponents.values()) {
    if (namesAnImage(query)) {
      await graphql(query, {});
      ran++;
    }
  }
  for (const page of state.pages.values()) {
    const query = state.components.get(page.componentPath)?.query;
    if (namesAnImage(query)) {
      // The same variables as Gatsby's own run (gatsby/dist/query: the page, then its context).
      await graphql(query, { ...page, ...page.context });
      ran++;
    }
  }
  return ran;
}
