import { graphql, type PageProps } from "gatsby";
import { Container } from "../../components/container";
import { HeroPage } from "../../sections/hero-page";
import { TestimonialCard } from "../../sections/about/testimonial-card";
import { theme } from "../../styles/theme";
import { headFor } from "../../components/seo/page-head";
import { listGrid } from "../../styles/lists";

export default function TestimonialsPage({ data }: PageProps<Queries.TestimonialsPageQuery>) {
  return (
    <HeroPage page={data.pagesJson}>
      <Container css={{ paddingBlock: "clamp(2.5rem, 6vw, 4rem)" }}>
        <ol aria-label={data.pagesJson?.heroTitle} css={listGrid(theme.space.lg, { md: 2, lg: 3 })}>
          {data.allTestimonialsJson.nodes.map((t) => (
            <TestimonialCard key={t.number} {...t} image={t.image.childImageSharp?.gatsbyImageData} />
          ))}
        </ol>
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
  }
`;

export const Head = headFor({ trail: "about" });
