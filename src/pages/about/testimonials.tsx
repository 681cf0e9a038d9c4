import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../../components/seo/seo";
import { Container } from "../../components/container";
import { PageHero } from "../../sections/page-hero";
import { TestimonialCard } from "../../sections/about/testimonial-card";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";

export default function TestimonialsPage({ data }: PageProps<Queries.TestimonialsPageQuery>) {
  const copy = data.pagesJson;
  if (!copy) return null;
  return (
    <>
      <PageHero title={copy.heroTitle} text={copy.heroText} image={copy.image.childImageSharp?.gatsbyImageData} imageAlt={copy.imageAlt} />
      <Container css={{ paddingBlock: "clamp(2.5rem, 6vw, 4rem)" }}>
        <ol aria-label={copy.heroTitle} css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: theme.space.lg, [mq.md]: { gridTemplateColumns: "repeat(2, 1fr)" }, [mq.lg]: { gridTemplateColumns: "repeat(3, 1fr)" } }}>
          {data.allTestimonialsJson.nodes.map((t) => (
            <TestimonialCard key={t.number} {...t} image={t.image.childImageSharp?.gatsbyImageData} />
          ))}
        </ol>
      </Container>
    </>
  );
}

export function Head({ data }: HeadProps<Queries.TestimonialsPageQuery>) {
  return (
    <Seo
      title={data.pagesJson?.title ?? ""}
      description={data.pagesJson?.description ?? ""}
      pathname="/about/testimonials"
      breadcrumbs={[{ name: "About", path: "/about/story" }, { name: data.pagesJson?.title ?? "", path: "/about/testimonials" }]}
    />
  );
}

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
