import { graphql, type PageProps } from "gatsby";
import { Container } from "../../components/container";
import { HeroPage } from "../../sections/hero-page";
import { ServiceCard } from "../../sections/services/service-card";
import { theme } from "../../styles/theme";
import { headFor } from "../../components/seo/page-head";
import { listGrid } from "../../styles/lists";

export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  return (
    <HeroPage page={data.pagesJson}>
      <Container css={{ paddingBlock: "clamp(2rem, 5vw, 4rem)" }}>
        <ul aria-label={data.pagesJson?.heroTitle} css={listGrid(theme.space.lg, { sm: 2, lg: 4 })}>
          {data.allServicesJson.nodes.map((s) => (
            <ServiceCard
              key={s.slug}
              title={s.name}
              text={s.shortDescription}
              to={s.path}
              icon={s.icon}
              image={s.image.childImageSharp?.gatsbyImageData}
              imageAlt={s.imageAlt}
              heading="h2"
              sizes="(min-width: 1024px) 280px, (min-width: 640px) 50vw, 100vw"
            />
          ))}
        </ul>
      </Container>
    </HeroPage>
  );
}

export const query = graphql`
  query ServicesPage($locale: Locale!) {
    pagesJson(page: { eq: services }, language: { eq: $locale }) { ...PageHero }
    allServicesJson(filter: { language: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        slug
        path
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

export const Head = headFor();
