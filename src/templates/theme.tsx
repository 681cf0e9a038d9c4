import { graphql, type HeadProps, type PageProps } from "gatsby";
import { localizedHead } from "../components/seo/page-head";
import { PackageListHead } from "../components/seo/package-list-head";
import { sectionPaths } from "../../model/routes";
import { Container } from "../components/container";
import { ButtonLink } from "../components/button-link";
import { PageHero } from "../sections/page-hero";
import { PackageCard } from "../sections/packages/package-card";
import { ThemeLinks } from "../sections/packages/theme-links";
import { sortPackages } from "../utils/package-filters";
import { fill } from "../utils/fill";
import { theme } from "../styles/theme";
import { listGrid } from "../styles/lists";
import { notSearched } from "../utils/search-index";

/** The theme's packages in the editors' order: their categories' order, then their own. */
function themePackages(data: Queries.ThemePageQuery) {
  const categoryOrder = new Map(data.allPackageCategoriesJson.nodes.map((c) => [c.slug, c.order]));
  return sortPackages(
    data.allPackagesJson.nodes.map((p) => ({ ...p, categoryOrder: categoryOrder.get(p.category) ?? 0 })),
    "editors",
  );
}

export default function ThemeTemplate({ data }: PageProps<Queries.ThemePageQuery>) {
  const t = data.themesJson;
  const copy = data.packageFiltersJson;
  if (!t || !copy) return null;
  const packages = themePackages(data);
  // The list is headed by its count: the page's h1 already names the theme.
  const heading = packages.length === 1 ? copy.countOne : fill(copy.countMany, { count: packages.length });
  return (
    <>
      <PageHero title={t.title} text={t.intro} image={t.image} imageAlt={t.imageAlt} />
      {/* A list of other pages: the site search reads the theme's heading and introduction only. */}
      <div {...notSearched}>
        <Container css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)", display: "grid", gap: theme.space.xxl }}>
          <section aria-labelledby="theme-packages">
            <h2 id="theme-packages" css={{ margin: `0 0 ${theme.space.lg}`, fontSize: theme.fontSizes.xxl }}>
              {heading}
            </h2>
            <ul aria-labelledby="theme-packages" css={listGrid(theme.space.lg, { sm: 2, lg: 3 })}>
              {packages.map((p) => (
                <PackageCard key={p.slug} {...p} image={p.image.childImageSharp?.gatsbyImageData} compact />
              ))}
            </ul>
            <ButtonLink to={sectionPaths.packages} variant="outline" css={{ marginTop: theme.space.lg }}>
              {copy.allPackages}
            </ButtonLink>
          </section>
          <ThemeLinks themes={data.allThemesJson.nodes} title={copy.themesTitle} current={t.slug} />
        </Container>
      </div>
    </>
  );
}

// The theme's packages as a list of their pages; each package page carries its own TouristTrip.
export const Head = localizedHead(function Head({ data }: HeadProps<Queries.ThemePageQuery>) {
  const t = data.themesJson;
  return t && <PackageListHead list={t} packages={themePackages(data)} />;
});

export const query = graphql`
  query ThemePage($slug: String!, $locale: Locale!) {
    themesJson(slug: { eq: $slug }, language: { eq: $locale }) {
      slug
      path
      name
      title
      description
      intro
      imageAlt
      image {
        ...HeroImage
      }
    }
    packageFiltersJson(language: { eq: $locale }) {
      countOne
      countMany
      themesTitle
      allPackages
    }
    allThemesJson(filter: { language: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        slug
        path
        name
      }
    }
    allPackageCategoriesJson(filter: { language: { eq: $locale } }) {
      nodes {
        slug
        order
      }
    }
    allPackagesJson(filter: { themes: { eq: $slug }, language: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        ...PackageCard
        category
        order
      }
    }
  }
`;
