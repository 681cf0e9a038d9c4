import type { Locale } from "../../model/locales";

/**
 * Packages by slug, in the order asked, each looked up alone. A package page's suggestions come from
 * here, not `allPackagesJson(filter: { slug: { in } })`: Gatsby makes a page that runs an `all…`
 * query depend on every node of the type, so one package's edit re-ran all package pages' queries
 * (320 of 347 at 10x the content); a node found by `findOne` is the page's only dependency on it.
 */
export const packagesBySlugField = {
  type: "[PackagesJson!]!",
  args: { slugs: "[String!]!", language: "Locale!" },
  resolve: async (
    _source: unknown,
    { slugs, language }: { slugs: string[]; language: Locale },
    context: { nodeModel: { findOne: (args: object) => Promise<object | null> } },
  ) => {
    const found = await Promise.all(
      slugs.map((slug) => context.nodeModel.findOne({ type: "PackagesJson", query: { filter: { slug: { eq: slug }, language: { eq: language } } } })),
    );
    return found.filter((node) => node !== null);
  },
};
