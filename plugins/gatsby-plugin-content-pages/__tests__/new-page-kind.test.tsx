import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createContentPages } from "../content-pages";
import { entryOf, routedContent, searchKindsOf, type PageKind } from "../../../model/routes";
import { searchKindWords } from "../../../model/content/search";
import { layoutProps } from "../../../src/components/layout/layout";
import { searchKindOf } from "../../../src/utils/search-kind";
import { SiteSearch } from "../../../src/sections/search/site-search";
import { loadSearch } from "../../../src/sections/search/load-pagefind";
import english from "../../../content/search.json";

// A kind of page is one entry in model/routes.ts, plus its names in content/search.json: here a new
// kind, walks written in Markdown, is added in memory and its pages are made, given their address
// from the front matter, marked for the search, and named by the search page.
jest.mock("../../../src/sections/search/load-pagefind", () => ({ ...jest.requireActual("../../../src/sections/search/load-pagefind"), loadSearch: jest.fn() }));

const walks: PageKind = {
  source: "walks",
  nodeType: "MarkdownRemark",
  entryIn: "frontmatter",
  template: "src/templates/walk.tsx",
  path: ({ slug }) => `/walks/${slug}`,
  fallback: "/walks",
  searchKind: "walk",
};
const kinds = [...routedContent, walks];

it("makes the new kind's pages, at the address its entry gives, marked with its search kind", async () => {
  const node = { slug: "old-delhi", language: "en", internal: { type: "MarkdownRemark" }, frontmatter: { slug: "old-delhi", title: "Old Delhi" } };
  // The resolver's entry for a Markdown kind is the front matter, as the kind says.
  const path = walks.path(entryOf(walks, node) as { slug: string });
  expect(path).toBe("/walks/old-delhi");

  const graphql = jest.fn(async () => ({ data: { allMarkdownRemark: { nodes: [{ ...node, path }] } } }));
  const actions = { createPage: jest.fn() };
  await createContentPages({ graphql: graphql as never, actions, reporter: { panicOnBuild: jest.fn() } }, [walks], () => ({
    today: "2026-11-29",
    cardsPerCategory: 4,
  }));
  const [[page]] = actions.createPage.mock.calls;
  expect(page.path).toBe("/walks/old-delhi");

  // The layout reads the page's context and marks its main content for the search with the kind.
  const props = layoutProps({ location: { pathname: page.path }, pageContext: page.context });
  expect(searchKindOf(props.currentPath, props.unknownAddress, props.searchKind)).toBe("walk");
});

it("asks for the new kind's names in the search words, and the search page filters and labels by them", async () => {
  const names = searchKindWords(searchKindsOf(kinds));
  expect(searchKindsOf(kinds)).toEqual(["package", "guide", "service", "walk", "page"]);
  // Words without the new kind's names fail the content check, naming the field.
  const missing = names.kinds.safeParse(english.kinds);
  expect(missing.success).toBe(false);
  expect(missing.error?.issues.map((i) => i.path.join("."))).toEqual(["walk"]);

  const walkKinds = { ...english.kinds, walk: "Walk" };
  const walkFilter = { ...english.kindFilter, walk: "Walks" };
  expect(names.kinds.parse(walkKinds)).toEqual(walkKinds);
  expect(names.kindFilter.parse(walkFilter)).toEqual(walkFilter);
  const copy: Queries.SearchCopyFragment = { ...english, kinds: walkKinds, kindFilter: walkFilter };
  const search = jest.fn(async (_query: string, _limit: number, kind: string) => {
    const hits = [{ url: "/walks/old-delhi", title: "Old Delhi", kind: "walk", excerpt: "<mark>Delhi</mark>" }].filter((h) => !kind || h.kind === kind);
    return { total: hits.length, hits };
  });
  jest.mocked(loadSearch).mockResolvedValue({ search, suggest: jest.fn(async () => null) });
  render(<SiteSearch copy={copy} lists={[]} />);

  await userEvent.selectOptions(screen.getByRole("combobox", { name: english.kindFilter.label }), "Walks");
  await userEvent.type(screen.getByRole("searchbox", { name: english.label }), "Delhi");
  const result = await screen.findByRole("listitem");
  expect(within(result).getByRole("link", { name: "Old Delhi" })).toHaveAttribute("href", "/walks/old-delhi");
  expect(result).toHaveTextContent("Walk");
  expect(search).toHaveBeenLastCalledWith("Delhi", expect.any(Number), "walk");
});
