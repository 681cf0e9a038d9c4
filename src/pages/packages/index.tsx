import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Container } from "../../components/container";
import { HeroPage } from "../../sections/hero-page";
import { PackageFinder } from "../../sections/packages/package-finder";
import { ThemeLinks } from "../../sections/packages/theme-links";
import { useSiteSettings } from "../../hooks/use-site-settings";
import { itemList } from "../../utils/structured-data";
import { PageHead, localizedHead } from "../../components/seo/page-head";
import { useLocale } from "../../i18n/locale-context";
import { localizePath } from "../../../model/locales";
import { sectionPaths } from "../../../model/routes";
import { theme } from "../../styles/theme";
import { notSearched } from "../../utils/search-index";
import { tripGrades } from "../../../model/grades";

/** What the content-pages plugin adds to this page's context (scripts/lib/finder-data.ts). */
interface PackagesPageContext {
  /** The finder's list of every package's card, fetched on first use. */
  finderData: string;
}

/**
 * Every package category (by `order`) with its first packages as cards and the rest as lines: the
 * page's data holds card fields and photos only for the cards it shows (context `cardSlugs`).
 */
function byCategory(data: Queries.PackagesPageQuery) {
  return data.allPackageCategoriesJson.nodes.map((c) => ({
    ...c,
    cards: data.cards.nodes.filter((p) => p.category === c.slug).map((p) => ({ ...p, image: p.image.childImageSharp?.gatsbyImageData })),
    more: data.more.nodes.filter((p) => p.category === c.slug),
  }));
}

/** The grade filter's choices, easiest first, named and explained in the page's language. */
const gradesOf = (data: Queries.PackagesPageQuery) => {
  const grades = data.tripGlanceJson?.grades;
  return grades ? tripGrades.map((slug) => ({ slug, name: grades[slug].name, meaning: grades[slug].meaning })) : [];
};

export default function PackagesPage({ data, pageContext }: PageProps<Queries.PackagesPageQuery, PackagesPageContext>) {
  const words = data.packageFiltersJson;
  if (!words) return null;
  return (
    <HeroPage page={data.pagesJson}>
      {/* A list of other pages: the site search reads the heading and introduction only. */}
      <div {...notSearched}>
        <Container css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)", display: "grid", gap: theme.space.xl }}>
          {/* The way to narrow the packages without JavaScript; with it, the finder's theme filter says the same. */}
          <ThemeLinks themes={data.allThemesJson.nodes} title={words.themesTitle} text={words.themesText} noJsOnly />
          <PackageFinder
            words={words}
            categories={byCategory(data)}
            themes={data.allThemesJson.nodes}
            grades={gradesOf(data)}
            finderData={pageContext.finderData}
          />
        </Container>
      </div>
    </HeroPage>
  );
}

export const Head = localizedHead(function Head({ data }: HeadProps<Queries.PackagesPageQuery>) {
  const { siteUrl } = useSiteSettings();
  const locale = useLocale();
  const copy = data.pagesJson;
  const categories = data.allPackageCategoriesJson.nodes.map((c) => ({ name: c.title, path: localizePath(c.path, locale), description: c.description }));
  return <PageHead page={copy} pathname={sectionPaths.packages} structuredData={[itemList(siteUrl, copy?.heroTitle ?? "", categories)]} />;
});

export const query = graphql`
  query PackagesPage($locale: Locale!, $cardSlugs: [String!]!) {
    pagesJson(page: { eq: packages }, language: { eq: $locale }) { ...PageHero }
    packageFiltersJson(language: { eq: $locale }) {
      ...PackageFinder
      themesTitle
      themesText
    }
    allThemesJson(filter: { language: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        slug
        path
        name
      }
    }
    tripGlanceJson(language: { eq: $locale }) {
      grades {
        easy { name meaning }
        moderate { name meaning }
        challenging { name meaning }
        strenuous { name meaning }
      }
    }
    allPackageCategoriesJson(filter: { language: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        slug
        path
        name
        title
        description
      }
    }
    # The packages shown as cards, with their photos; every other one as a line (the no-JS page lists them all).
    cards: allPackagesJson(filter: { language: { eq: $locale }, slug: { in: $cardSlugs } }, sort: { order: ASC }) {
      nodes {
        ...PackageCard
        category
      }
    }
    more: allPackagesJson(filter: { language: { eq: $locale }, slug: { nin: $cardSlugs } }, sort: { order: ASC }) {
      nodes {
        ...PackageRow
        slug
        category
      }
    }
  }
`;
