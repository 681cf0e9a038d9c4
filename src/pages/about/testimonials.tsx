import { graphql, type PageProps } from "gatsby";
import { Container } from "../../components/container";
import { HeroPage } from "../../sections/hero-page";
import { ReviewList } from "../../sections/about/review-list";
import { headFor } from "../../components/seo/page-head";

// No review markup here: these reviews are of the company itself, on its own site, which search
// engines call self-serving (docs/decisions/0026-review-markup.md).
export default function TestimonialsPage({ data }: PageProps<Queries.TestimonialsPageQuery>) {
  const words = data.uiJson?.reviews;
  return (
    <HeroPage page={data.pagesJson}>
      <Container css={{ paddingBlock: "clamp(2.5rem, 6vw, 4rem)" }}>
        {words && (
          <ReviewList
            reviews={data.allTestimonialsJson.nodes}
            packages={data.allPackagesJson.nodes}
            services={data.allServicesJson.nodes.map((s) => ({ slug: s.slug, title: s.name }))}
            words={words}
            label={data.pagesJson?.heroTitle ?? ""}
          />
        )}
      </Container>
    </HeroPage>
  );
}

export const query = graphql`
  query TestimonialsPage($locale: Locale!) {
    pagesJson(page: { eq: testimonials }, language: { eq: $locale }) { ...PageHero }
    allTestimonialsJson(filter: { language: { eq: $locale } }, sort: { number: ASC }) {
      nodes {
        ...TestimonialCard
      }
    }
    allPackagesJson(filter: { language: { eq: $locale } }) {
      nodes {
        slug
        title
      }
    }
    allServicesJson(filter: { language: { eq: $locale } }) {
      nodes {
        slug
        name
      }
    }
    uiJson(language: { eq: $locale }) {
      ...ReviewWords
    }
  }
`;

export const Head = headFor({ trail: "about" });
