/** @jest-environment node */
import path from "node:path";
import { createContentPages } from "../content-pages";
import { routedContent, type BuildFacts, type PageKind, type RoutedNode } from "../../../model/routes";

// A new kind of page is one entry in model/routes.ts (and its template): its pages are made with
// the context it declares, through the same loop as every other kind, with no branch for it.
const walk = (slug: string, language: string, km: number) => ({ slug, language, path: `/walks/${slug}`, km });
const walks: PageKind = {
  source: "walks",
  nodeType: "WalksJson",
  template: "src/templates/walk.tsx",
  path: ({ slug }) => `/walks/${slug}`,
  fallback: "/walks",
  fields: "km",
  context: (node: RoutedNode & { km: number }, siblings: readonly RoutedNode[], { today }: BuildFacts) => ({
    km: node.km,
    walksInItsLanguage: siblings.length,
    today,
  }),
};
const nodesByQuery: Record<string, object[]> = {
  allWalksJson: [walk("fort", "en", 3), walk("ghats", "en", 5), walk("fort", "hi", 3)],
  allThemesJson: [{ slug: "family", language: "en", path: "/packages/themes/family" }],
};

const build = async (kinds: readonly PageKind[], nodes = nodesByQuery) => {
  const queries: string[] = [];
  const graphql = jest.fn(async (query: string) => {
    queries.push(query);
    const all = /\{ (all\w+) \{/.exec(query)?.[1] ?? "";
    return { data: { [all]: { nodes: nodes[all] ?? [] } } };
  });
  const actions = { createPage: jest.fn() };
  const reporter = { panicOnBuild: jest.fn() };
  const facts = (language: string): BuildFacts => ({ today: "2026-11-28", cardsPerCategory: language === "en" ? 4 : 2 });
  const done = await createContentPages({ graphql: graphql as never, actions, reporter }, kinds, facts);
  return { done, queries, pages: actions.createPage.mock.calls.map(([page]) => page), reporter };
};

it("makes a new kind's pages, in each language written, with the context it declares", async () => {
  const { done, queries, pages } = await build([...routedContent, walks]);
  expect(done).toBe(true);
  expect(queries.at(-1)).toBe("query { allWalksJson { nodes { slug path language km } } }");
  const walkPages = pages.filter((p) => p.path.includes("/walks/"));
  expect(walkPages).toEqual([
    {
      path: "/walks/fort",
      component: path.resolve("src/templates/walk.tsx"),
      context: { slug: "fort", locale: "en", languages: ["en", "hi"], fallback: "/walks", km: 3, walksInItsLanguage: 2, today: "2026-11-28" },
    },
    {
      path: "/walks/ghats",
      component: path.resolve("src/templates/walk.tsx"),
      context: { slug: "ghats", locale: "en", languages: ["en"], fallback: "/walks", km: 5, walksInItsLanguage: 2, today: "2026-11-28" },
    },
    {
      path: "/hi/walks/fort",
      component: path.resolve("src/templates/walk.tsx"),
      context: { slug: "fort", locale: "hi", languages: ["en", "hi"], fallback: "/walks", km: 3, walksInItsLanguage: 1, today: "2026-11-28" },
    },
  ]);
});

it("gives a kind that declares no context only the common one", async () => {
  const { pages } = await build(routedContent);
  expect(pages).toEqual([
    {
      path: "/packages/themes/family",
      component: path.resolve("src/templates/theme.tsx"),
      context: { slug: "family", locale: "en", languages: ["en"], fallback: "/packages" },
    },
  ]);
});

it("stops the build when a kind's query fails", async () => {
  const reporter = { panicOnBuild: jest.fn() };
  const graphql = jest.fn(async () => ({ errors: [new Error("no such type")] }));
  const actions = { createPage: jest.fn() };
  const done = await createContentPages({ graphql: graphql as never, actions, reporter }, [walks], () => ({ today: "", cardsPerCategory: 0 }));
  expect(done).toBe(false);
  expect(reporter.panicOnBuild).toHaveBeenCalledWith("Could not query WalksJson for its pages", expect.anything());
  expect(actions.createPage).not.toHaveBeenCalled();
});

it("gives the site's kinds their contexts: suggestions and the day, cards, a guide's and a service's packages", async () => {
  const pkg = (slug: string, category: string, order: number) => ({ slug, language: "en", path: `/packages/${category}/${slug}`, category, order, themes: [] });
  const { pages } = await build(routedContent, {
    allServicesJson: [{ slug: "visas", language: "en", path: "/services/visas", packages: null }],
    allPackageCategoriesJson: [{ slug: "domestic", language: "hi", path: "/packages/domestic" }],
    allPackagesJson: [pkg("goa", "domestic", 2), pkg("kerala", "domestic", 1), pkg("bali", "international", 1)],
    allMarkdownRemark: [{ slug: "ladakh", language: "en", path: "/guides/ladakh", frontmatter: { packages: ["leh"] } }],
  });
  const contexts = Object.fromEntries(pages.map((p) => [p.path, p.context]));
  expect(contexts["/services/visas"]).toMatchObject({ packages: [] });
  expect(contexts["/hi/packages/domestic"]).toMatchObject({ cards: 2 });
  expect(contexts["/packages/domestic/goa"]).toMatchObject({ related: ["kerala", "bali"], today: "2026-11-28" });
  expect(contexts["/guides/ladakh"]).toMatchObject({ packages: ["leh"], searchKind: "guide" });
  expect(contexts["/services/visas"]).toMatchObject({ searchKind: "service" });
  expect(contexts["/packages/domestic/goa"]).toMatchObject({ searchKind: "package" });
  // Lists of packages are pages like any other for the search: no kind of their own.
  expect(contexts["/hi/packages/domestic"]).not.toHaveProperty("searchKind");
});
