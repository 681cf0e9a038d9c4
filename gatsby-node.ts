import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { isPreviewBuild, resolveSiteUrl, siteUrl } from "./src/utils/site-url";
import { dayIn } from "./src/utils/calendar-day";
import { businessTimeZone } from "./model/time-zone";
import { defaultLocale, graphqlTypeDefs, localizePath, locales, splitContentPath, type Locale } from "./model";
import { contentImageExtension } from "./scripts/lib/content-image";
import { routedContent, sectionPaths } from "./model/routes";
import { relatedPackages, type RelatedCandidate } from "./scripts/lib/related-packages";
import { intlFields } from "./scripts/lib/intl-fields";
import { priceFields } from "./scripts/lib/price-fields";
import { offerClaimTypes, offerClaimsField } from "./scripts/lib/offer-claims";
import { catalogueFields } from "./scripts/lib/catalogue-prices";
import { finderDataQuery, writeFinderData, type FinderDataResult, type PackagesPageContext } from "./scripts/lib/finder-data";

// The first thing a build runs: a production build on Netlify with no site address, or an address
// that is not one, stops here with a sentence saying what to set (src/utils/site-url.ts).
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  try {
    resolveSiteUrl(process.env);
  } catch (error) {
    reporter.panic((error as Error).message);
  }
};

// The content types, generated from the model (model/): a field the validator missed still cannot
// render blank, and enums (icon names, page keys) reach the components' types as unions.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(contentImageExtension);
  actions.createTypes(graphqlTypeDefs());
  actions.createTypes(offerClaimTypes);
};

const contentTransformers = new Set(["gatsby-transformer-json", "gatsby-transformer-remark"]);

// Each content node's language comes from its file's place: content/ is English, content/hi/ Hindi.
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (!contentTransformers.has(node.internal.owner) || !node.parent) return;
  const file = getNode(node.parent) as { relativePath?: string } | undefined;
  if (file?.relativePath) actions.createNodeField({ node, name: "locale", value: splitContentPath(file.relativePath)[0] });
};

// Written by createPages, which runs before src/pages/ become pages: per language, the packages
// /packages shows as cards and the finder's file (scripts/lib/finder-data.ts).
let packagesPageContexts: Record<string, PackagesPageContext> = {};

// Every page exists in every language: /gallery and /hi/gallery, from the same component with the
// page's language in its context (its queries read that language's content).
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as { locale?: string }).locale || page.path.startsWith("/dev-404-page")) return;
  actions.deletePage(page);
  // 404.html is the host's one fallback page; /hi/404 is each language's (static/_redirects).
  // The 404 page and Service Not Found are built once for many addresses, known only in the browser.
  const unknownAddress = page.path.startsWith("/404") || Boolean(page.matchPath);
  for (const locale of page.path === "/404.html" ? [defaultLocale] : locales) {
    const packages = page.path.replace(/\/$/, "") === sectionPaths.packages ? (packagesPageContexts[locale] ?? { cardSlugs: [], finderData: "" }) : {};
    const localized = { ...page, context: { ...page.context, locale, unknownAddress, ...packages } };
    if (locale !== defaultLocale) {
      localized.path = localizePath(page.path.replace(/\/$/, "") || "/", locale);
      if (page.matchPath) localized.matchPath = localizePath(page.matchPath, locale);
      // In the browser, an unknown /hi/ address renders the Hindi 404 (the English one is Gatsby's default).
      if (page.path === "/404/" || page.path === "/404") localized.matchPath = localizePath("/*", locale);
    }
    actions.createPage(localized);
  }
};

// Each node that has a page of its own gets its English address as a `path` field, from the one
// function in model/routes.ts: links, menus and the page itself all read it.
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  // A Markdown node's entry is its front matter (content/guides/*.md).
  const entryOf = (node: { internal: { type: string }; frontmatter?: object }) => (node.internal.type === "MarkdownRemark" ? node.frontmatter : node);
  createResolvers({
    ...Object.fromEntries(
      routedContent.map(({ nodeType, path: pathOf }) => [
        nodeType,
        { path: { type: "String!", resolve: (node: never) => (pathOf as (e: object) => string)(entryOf(node) as object) } },
      ]),
    ),
    Query: { packagesBySlug: packagesBySlugField, offerClaims: offerClaimsField },
    ...intlFields,
    ...priceFields,
    ...catalogueFields,
  });
};

/**
 * Packages by slug, in the order asked, each looked up alone. A package page's suggestions come from
 * here, not `allPackagesJson(filter: { slug: { in } })`: Gatsby makes a page that runs an `all…`
 * query depend on every node of the type, so one package's edit re-ran all package pages' queries
 * (320 of 347 at 10x the content); a node found by `findOne` is the page's only dependency on it.
 */
const packagesBySlugField = {
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

interface RoutedNode {
  slug: string;
  path: string;
  language: Locale;
}
type PackageNode = RoutedNode & RelatedCandidate;

/** What a package page needs besides its slug: the packages it suggests, and the day past departures end. */
const packageContext = (node: PackageNode, nodes: readonly PackageNode[], today: string) => ({
  related: relatedPackages(
    node,
    nodes.filter((n) => n.language === node.language),
  ),
  today,
});

// Content drives the routes: one page per entry of each routed source (model/routes.ts), in each
// language it is written in. The context says which languages those are (hreflang, the language
// switch); an entry not yet translated has no page in that language.
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  // The day in India, not on the build machine's clock (UTC before 05:30 IST is still yesterday).
  const today = dayIn(businessTimeZone, new Date());
  const finder = await graphql<FinderDataResult>(finderDataQuery);
  if (finder.errors || !finder.data) {
    reporter.panicOnBuild("Could not query the packages for the /packages finder", finder.errors);
    return;
  }
  packagesPageContexts = writeFinderData(path.join(__dirname, "public"), finder.data, locales);
  // A category page shows its first packages as cards, as /packages does, and links to /packages for the rest.
  const cardsPerCategory = (language: Locale) => finder.data?.allPackageFiltersJson.nodes.find((f) => f.language === language)?.cardsPerCategory ?? 0;
  for (const { nodeType, template, fallback } of routedContent) {
    const all = `all${nodeType}`;
    const packages = nodeType === "PackagesJson";
    const category = nodeType === "PackageCategoriesJson";
    const guide = nodeType === "MarkdownRemark";
    const service = nodeType === "ServicesJson";
    const extra = packages ? " category order themes" : guide ? " frontmatter { packages }" : service ? " packages" : "";
    const result = await graphql<Record<string, { nodes: (PackageNode & { frontmatter?: { packages: string[] }; packages?: string[] | null })[] }>>(
      `query { ${all} { nodes { slug path language${extra} } } }`,
    );
    if (result.errors || !result.data) {
      reporter.panicOnBuild(`Could not query ${nodeType} for its pages`, result.errors);
      return;
    }
    const { nodes } = result.data[all];
    for (const node of nodes) {
      const languages = locales.filter((l) => nodes.some((n) => n.slug === node.slug && n.language === l));
      actions.createPage({
        path: localizePath(node.path, node.language),
        component: path.resolve(template),
        context: {
          slug: node.slug,
          locale: node.language,
          languages,
          fallback,
          ...(packages ? packageContext(node, nodes, today) : {}),
          ...(category ? { cards: cardsPerCategory(node.language) } : {}),
          // A guide's page shows the packages it leads to.
          ...(guide ? { packages: node.frontmatter?.packages ?? [] } : {}),
          // A service's page lists the packages it names (and its "from" price is theirs).
          ...(service ? { packages: node.packages ?? [] } : {}),
        },
      });
    }
  }
};

// robots.txt names the sitemap at the site's address (src/utils/site-url.ts), so it is written at
// build, and keeps crawlers off a deploy preview.
export const onPostBuild: GatsbyNode["onPostBuild"] = () => {
  const publicDir = path.join(__dirname, "public");
  const robots = isPreviewBuild(process.env) ? "User-agent: *\nDisallow: /\n" : `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`;
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robots);
};
