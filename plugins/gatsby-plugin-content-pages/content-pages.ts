import path from "node:path";
import type { Actions, CreatePagesArgs, Reporter } from "gatsby";
import { localizePath, locales } from "../../model/locales";
import type { BuildFacts, PageKind, RoutedNode } from "../../model/routes";

type Graphql = CreatePagesArgs["graphql"];

/**
 * One page per entry of each kind (model/routes.ts), in each language it is written in: the same
 * query and the same context for every kind, plus the fields and the context the kind declares.
 * The context says which languages the entry is published in (hreflang, the language switch); an
 * entry not yet translated has no page in that language. False if a query failed (reported).
 */
export async function createContentPages(
  { graphql, actions, reporter }: { graphql: Graphql; actions: Pick<Actions, "createPage">; reporter: Pick<Reporter, "panicOnBuild"> },
  kinds: readonly PageKind[],
  factsFor: (language: string) => BuildFacts,
): Promise<boolean> {
  for (const kind of kinds) {
    const all = `all${kind.nodeType}`;
    const result = await graphql<Record<string, { nodes: RoutedNode[] }>>(
      `query { ${all} { nodes { slug path language${kind.fields ? ` ${kind.fields}` : ""} } } }`,
    );
    if (result.errors || !result.data) {
      reporter.panicOnBuild(`Could not query ${kind.nodeType} for its pages`, result.errors);
      return false;
    }
    const { nodes } = result.data[all];
    for (const node of nodes) {
      const languages = locales.filter((l) => nodes.some((n) => n.slug === node.slug && n.language === l));
      const siblings = nodes.filter((n) => n.language === node.language);
      actions.createPage({
        path: localizePath(node.path, node.language as (typeof locales)[number]),
        component: path.resolve(kind.template),
        context: {
          slug: node.slug,
          locale: node.language,
          languages,
          fallback: kind.fallback,
          // The layout marks the page for the site search with it (src/utils/search-kind.ts).
          ...(kind.searchKind && { searchKind: kind.searchKind }),
          ...kind.context?.(node, siblings, factsFor(node.language)),
        },
      });
    }
  }
  return true;
}
