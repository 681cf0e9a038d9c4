import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../../components/seo/seo";
import { Container } from "../../components/container";
import { PageHero } from "../../sections/page-hero";
import { ServiceIndexCard } from "../../sections/services-index/service-card";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const copy = data.pagesJson;
  if (!copy) return null;
  return (
    <>
      <PageHero title={copy.heroTitle} text={copy.heroText} image={copy.image.childImageSharp?.gatsbyImageData} imageAlt={copy.imageAlt} />
      <Container css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)" }}>
        <ul aria-label={copy.heroTitle} css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: theme.space.lg, [mq.sm]: { gridTemplateColumns: "repeat(2, 1fr)" }, [mq.lg]: { gridTemplateColumns: "repeat(4, 1fr)" } }}>
          {data.allServicesJson.nodes.map((s) => (
            <ServiceIndexCard key={s.slug} {...s} image={s.image.childImageSharp?.gatsbyImageData} />
          ))}
        </ul>
      </Container>
    </>
  );
}

export function Head({ data }: HeadProps<Queries.ServicesPageQuery>) {
  return (
    <Seo
      title={data.pagesJson?.title ?? ""}
      description={data.pagesJson?.description ?? ""}
      pathname="/services"
      breadcrumbs={[{ name: data.pagesJson?.title ?? "", path: "/services" }]}
    />
  );
}

export const query = graphql`
  query ServicesPage {
    pagesJson(page: { eq: services }) {
      ...PageHero
    }
    allServicesJson(sort: { order: ASC }) {
      nodes {
        slug
        name
        icon
        shortDescription
        imageAlt
        image {
          ...CardImage
        }
      }
    }
  }
`;
