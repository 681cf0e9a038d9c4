// Gatsby runs the page queries, which queue the image jobs, only after both webpack bundles are
// built: for those ~35 s the second core is idle, and the images then take ~40 s of their own. The
// build runs the queries that name an image once before webpack starts (onPreBuild), so sharp
// encodes while webpack bundles; Gatsby's later run finds the same jobs (same digests) queued or done
// and does not encode again. docs/decisions/0020-a-faster-cold-build.md.

interface QueryState {
  jobsV2?: { complete: Map<string, unknown> };
  pages: Map<string, { path: string; componentPath: string; context?: Record<string, unknown> }>;
  components: Map<string, { query?: string }>;
  staticQueryComponents: Map<string, { query?: string }>;
}
type Run = (query: string, context: Record<string, unknown>) => Promise<{ errors?: unknown[] }>;

const namesAnImage = (query: string | undefined): query is string => !!query && query.includes("childImageSharp");

/**
 * Runs every page and static query that names an image, as Gatsby will; returns how many ran. Only
 * on a cold build: once the cache holds finished jobs, a rebuild makes few images or none, and
 * running every query twice would only cost it time.
 */
export async function queueImageJobsEarly(state: QueryState, graphql: Run): Promise<number> {
  let ran = 0;
  if (state.jobsV2?.complete.size) return ran;
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
