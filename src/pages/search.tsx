import { graphql, type PageProps } from "gatsby";
import { SiteSearch } from "../sections/search/site-search";
import type { SiteList } from "../sections/search/site-lists";
import { localizedHead, PageHead } from "../components/seo/page-head";
import { englishPathOf } from "../../model/locales";

// The site search (/search, /hi/search): the box and its results in the browser; in the built HTML
// the lists of packages and services (and guides), which is what a visitor without JavaScript gets.
export default function SearchPage({ data }: PageProps<Queries.SearchPageQuery>) {
  const copy = data.searchJson;
  if (!copy) return null;
  // One list per kind of page, in the order shown; a new kind is one line here and one in the query.
  const lists: SiteList[] = [
    { heading: copy.lists.packages, links: data.packages.nodes },
    { heading: copy.lists.guides, links: data.guides.nodes.map((g) => ({ title: g.frontmatter.title, path: g.path })) },
    { heading: copy.lists.services, links: data.services.nodes.map((s) => ({ title: s.name, path: s.path })) },
  ];
  return <SiteSearch copy={copy} lists={lists} />;
}

export const query = graphql`
  query SearchPage($locale: Locale!) {
    searchJson(language: { eq: $locale }) {
      ...SearchCopy
    }
    packages: allPackagesJson(filter: { language: { eq: $locale } }, sort: [{ category: ASC }, { order: ASC }]) {
      nodes { title path }
    }
    guides: allMarkdownRemark(filter: { language: { eq: $locale } }, sort: { frontmatter: { order: ASC } }) {
      nodes { path frontmatter { title } }
    }
    services: allServicesJson(filter: { language: { eq: $locale } }, sort: { order: ASC }) {
      nodes { name path }
    }
  }
`;

export const Head = localizedHead(function Head({ data, location }: PageProps<Queries.SearchPageQuery>) {
  return data.searchJson && <PageHead page={data.searchJson} pathname={englishPathOf(location.pathname)} />;
});
