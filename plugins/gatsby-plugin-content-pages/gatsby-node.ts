import path from "node:path";
import type { GatsbyNode, Store } from "gatsby";
import { buildDay, buildDayTypes } from "../../scripts/lib/build-day";
import { defaultLocale, graphqlTypeDefs, localizePath, locales, splitContentPath } from "../../model";
import { entryOf, routedContent } from "../../model/routes";
import { contentImageExtension } from "../../scripts/lib/content-image";
import { intlFields } from "../../scripts/lib/intl-fields";
import { depositTypes, priceFields } from "../../scripts/lib/price-fields";
import { offerClaimTypes, offerClaimsField } from "../../scripts/lib/offer-claims";
import { catalogueFields } from "../../scripts/lib/catalogue-prices";
import { glanceFields } from "../../scripts/lib/glance-fields";
import { companyFields } from "../../scripts/lib/company-years";
import { bookingWordsFields, bookingWordsTypes } from "../../scripts/lib/booking-words";
import { seasonFields, seasonTypes } from "../../scripts/lib/season-fields";
import { finderDataQuery, writeFinderData, type FinderDataResult } from "../../scripts/lib/finder-data";
import { packagesBySlugField } from "./packages-by-slug";
import { createContentPages } from "./content-pages";
import { createPackagesPages } from "./packages-page";
import { createPackageEnquiryPages } from "./package-enquiry-pages";

/** The site's folder (the plugin's own gatsby-node runs from Gatsby's cache). */
const siteDirectory = (store: Store) => (store.getState() as { program: { directory: string } }).program.directory;

// The build's day in India (BUILD_DAY for a test of another day) as a node whose digest is the day:
// every resolver that reads it depends on it, so a cached rebuild on a later day runs those queries
// again (offers, seat counts, tax rates, years in business), where a `new Date()` inside a resolver
// kept the day of the query's first run (docs/decisions/0037-the-build-day-as-a-node.md).
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  const day = buildDay();
  actions.createNode({ id: createNodeId("build-day"), day, internal: { type: "BuildDay", contentDigest: createContentDigest(day) } });
};

// The content types, generated from the model (model/): a field the validator missed still cannot
// render blank, and enums (icon names, page keys) reach the components' types as unions.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension(contentImageExtension);
  actions.createTypes(graphqlTypeDefs());
  actions.createTypes(offerClaimTypes);
  actions.createTypes(buildDayTypes);
  actions.createTypes(depositTypes);
  actions.createTypes(bookingWordsTypes);
  actions.createTypes(seasonTypes);
};

const contentTransformers = new Set(["gatsby-transformer-json", "gatsby-transformer-remark"]);

// Each content node's language comes from its file's place: content/ is English, content/hi/ Hindi.
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions }) => {
  if (!contentTransformers.has(node.internal.owner) || !node.parent) return;
  const file = getNode(node.parent) as { relativePath?: string } | undefined;
  if (file?.relativePath) actions.createNodeField({ node, name: "locale", value: splitContentPath(file.relativePath)[0] });
};

// Every page exists in every language: /gallery and /hi/gallery, from the same component with the
// page's language in its context (its queries read that language's content).
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as { locale?: string }).locale || page.path.startsWith("/dev-404-page")) return;
  actions.deletePage(page);
  // 404.html is the host's one fallback page; /hi/404 is each language's (static/_redirects).
  // The 404 page and Service Not Found are built once for many addresses, known only in the browser.
  const unknownAddress = page.path.startsWith("/404") || Boolean(page.matchPath);
  for (const locale of page.path === "/404.html" ? [defaultLocale] : locales) {
    const localized = { ...page, context: { ...page.context, locale, unknownAddress } };
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
  // Each kind says where its entry is on its node (a Markdown guide's is its front matter).
  const paths = Object.fromEntries(
    routedContent.map((kind) => [
      kind.nodeType,
      { path: { type: "String!", resolve: (node: object) => (kind.path as (e: object) => string)(entryOf(kind, node)) } },
    ]),
  );
  const query = { Query: { packagesBySlug: packagesBySlugField, offerClaims: offerClaimsField } };
  // Merged type by type: two sets may add fields to one type (PackagesJson has its path and its highest night).
  const resolvers: Record<string, Record<string, unknown>> = {};
  for (const set of [paths, query, intlFields, priceFields, catalogueFields, glanceFields, companyFields, bookingWordsFields, seasonFields] as Record<
    string,
    Record<string, unknown>
  >[]) {
    for (const [type, fields] of Object.entries(set)) resolvers[type] = { ...resolvers[type], ...fields };
  }
  createResolvers(resolvers);
};

// Content drives the routes: the finder's file and /packages, then one page per entry of each kind
// in model/routes.ts, with the context the kind declares, and each package's enquiry page.
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter, store }) => {
  // The day in India, not on the build machine's clock (UTC before 05:30 IST is still yesterday): the
  // BuildDay node's, so the pages' context changes with it and Gatsby runs their queries again.
  const today = buildDay();
  const finder = await graphql<FinderDataResult>(finderDataQuery);
  if (finder.errors || !finder.data) {
    reporter.panicOnBuild("Could not query the packages for the /packages finder", finder.errors);
    return;
  }
  const { data } = finder;
  createPackagesPages(actions, writeFinderData(path.join(siteDirectory(store), "public"), data, locales));
  const cardsPerCategory = (language: string) => data.allPackageFiltersJson.nodes.find((f) => f.language === language)?.cardsPerCategory ?? 0;
  if (!(await createContentPages({ graphql, actions, reporter }, routedContent, (language) => ({ today, cardsPerCategory: cardsPerCategory(language) }))))
    return;
  await createPackageEnquiryPages({ graphql, actions, reporter }, today);
};
