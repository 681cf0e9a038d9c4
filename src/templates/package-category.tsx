import { graphql, type HeadProps, type PageProps } from "gatsby";
import { localizedHead } from "../components/seo/page-head";
import { PackageListHead } from "../components/seo/package-list-head";
import { Container } from "../components/container";
import { PageHero } from "../sections/page-hero";
import { FaqSection } from "../sections/faq-section";
import { PackageCard } from "../sections/packages/package-card";
import { PackageRow } from "../sections/packages/package-row";
import { fill } from "../utils/fill";
import { useUiStrings } from "../hooks/use-ui-strings";
import { theme } from "../styles/theme";
import { listGrid, plainList } from "../styles/lists";

export default function PackageCategoryTemplate({ data }: PageProps<Queries.PackageCategoryPageQuery>) {
  const ui = useUiStrings();
  const category = data.packageCategoriesJson;
  if (!category) return null;
  return (
    <>
      <PageHero title={category.title} text={category.heroText} image={category.image} imageAlt={category.imageAlt} />
      <Container css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)" }}>
        <ul aria-label={category.title} css={listGrid(theme.space.xl)}>
          {data.cards.nodes.map((p) => (
            <PackageCard key={p.slug} {...p} image={p.image.childImageSharp?.gatsbyImageData} />
          ))}
        </ul>
        {/* The rest as lines, each a plain link to its page: the page stays light however many there are. */}
        {data.more.nodes.length > 0 && (
          <>
            <h2 id="more-packages" css={{ margin: `${theme.space.xxl} 0 ${theme.space.sm}`, fontSize: theme.fontSizes.xl }}>
              {fill(data.packageFiltersJson?.moreInCategory ?? "", { name: category.name })}
            </h2>
            <ul aria-labelledby="more-packages" css={plainList}>
              {data.more.nodes.map((p) => (
                <PackageRow key={p.slug} {...p} />
              ))}
            </ul>
          </>
        )}
      </Container>
      <FaqSection id="terms" title={ui.packages.terms} items={category.terms} />
    </>
  );
}

// The category's packages as a list of their pages; each package page carries its own TouristTrip.
export const Head = localizedHead(function Head({ data }: HeadProps<Queries.PackageCategoryPageQuery>) {
  const category = data.packageCategoriesJson;
  return category && <PackageListHead list={category} packages={[...data.cards.nodes, ...data.more.nodes]} />;
});

export const query = graphql`
  query PackageCategoryPage($slug: String!, $locale: Locale!, $cards: Int!) {
    packageCategoriesJson(slug: { eq: $slug }, language: { eq: $locale }) {
      slug
      path
      name
      title
      description
      heroText
      terms {
        question
        answer
      }
      imageAlt
      image {
        ...HeroImage
      }
    }
    packageFiltersJson(language: { eq: $locale }) {
      moreInCategory
    }
    # The first packages as cards (gatsby-node passes cardsPerCategory as $cards), the rest as lines.
    cards: allPackagesJson(filter: { category: { eq: $slug }, language: { eq: $locale } }, sort: { order: ASC }, limit: $cards) {
      nodes {
        ...PackageCard
        highlights
        inclusions
      }
    }
    more: allPackagesJson(filter: { category: { eq: $slug }, language: { eq: $locale } }, sort: { order: ASC }, skip: $cards) {
      nodes {
        slug
        destination
        ...PackageRow
      }
    }
  }
`;
