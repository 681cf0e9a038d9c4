import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../../components/seo/seo";
import { Container } from "../../components/container";
import { PageHero } from "../../sections/page-hero";
import { FounderBlock } from "../../sections/about/founder-block";
import { TeamCard } from "../../sections/about/team-card";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";

export default function TeamPage({ data }: PageProps<Queries.TeamPageQuery>) {
  const { pagesJson: copy, founderJson: founder } = data;
  if (!copy || !founder) return null;
  return (
    <>
      <PageHero title={copy.heroTitle} text={copy.heroText} image={copy.image.childImageSharp?.gatsbyImageData} imageAlt={copy.imageAlt} />
      <FounderBlock {...founder} image={founder.image.childImageSharp?.gatsbyImageData} />
      <section aria-labelledby="team-title" css={{ background: theme.colors.surface, paddingBlock: "clamp(2.5rem, 6vw, 4rem)" }}>
        <Container>
          <h2 id="team-title" css={{ fontSize: theme.fontSizes.xxl, textAlign: "center", color: theme.colors.primaryDark }}>
            {copy.sectionTitle ?? copy.heroTitle}
          </h2>
          <ul css={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: theme.space.lg, [mq.sm]: { gridTemplateColumns: "repeat(2, 1fr)" }, [mq.lg]: { gridTemplateColumns: "repeat(4, 1fr)" } }}>
            {data.allTeamJson.nodes.map((m) => (
              <TeamCard key={m.name} {...m} image={m.image.childImageSharp?.gatsbyImageData} />
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}

export function Head({ data }: HeadProps<Queries.TeamPageQuery>) {
  return (
    <Seo
      title={data.pagesJson?.title ?? ""}
      description={data.pagesJson?.description ?? ""}
      pathname="/about/team"
      breadcrumbs={[{ name: "About", path: "/about/story" }, { name: data.pagesJson?.title ?? "", path: "/about/team" }]}
    />
  );
}

export const query = graphql`
  query TeamPage {
    pagesJson(page: { eq: team }) {
      ...PageHero
      sectionTitle
    }
    founderJson {
      name
      role
      title
      story
      signature
      imageAlt
      image {
        ...Portrait
      }
      socials {
        ...PersonSocials
      }
    }
    allTeamJson(sort: { order: ASC }) {
      nodes {
        name
        role
        title
        desc
        imageAlt
        image {
          ...Portrait
        }
        socials {
          ...PersonSocials
        }
      }
    }
  }
`;
