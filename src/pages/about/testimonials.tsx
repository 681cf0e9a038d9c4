import { graphql, type PageProps } from "gatsby";
import { Container } from "../../components/container";
import { PageHero } from "../../sections/page-hero";
import { TestimonialCard } from "../../sections/about/testimonial-card";
import { theme } from "../../styles/theme";
import { headFor } from "../../components/seo/page-head";
import { listGrid } from "../../styles/lists";

export default function TestimonialsPage({ data }: PageProps<Queries.TestimonialsPageQuery>) {
  const copy = data.pagesJson;
  if (!copy) return null;
  return (
    <>
      <PageHero page={copy} />
      <Container css={{ paddingBlock: "clamp(2.5rem, 6vw, 4rem)" }}>
        <ol aria-label={copy.heroTitle} css={listGrid(theme.space.lg, { md: 2, lg: 3 })}>
          {data.allTestimonialsJson.nodes.map((t) => (
            <TestimonialCard key={t.number} {...t} image={t.image.childImageSharp?.gatsbyImageData} />
          ))}
        </ol>
      </Container>
    </>
  );
}

export const Head = headFor("/about/testimonials", { trail: "about" });

export const query = graphql`
  query TestimonialsPage {
    pagesJson(page: { eq: testimonials }) {
      ...PageHero
    }
    allTestimonialsJson(sort: { number: ASC }) {
      nodes {
        number
        quote
        name
        role
        imageAlt
        image {
          ...Avatar
        }
      }
    }
  }
`;
