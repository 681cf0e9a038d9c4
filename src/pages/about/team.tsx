import { graphql, type PageProps } from "gatsby";
import { Container } from "../../components/container";
import { HeroPage } from "../../sections/hero-page";
import { FounderBlock } from "../../sections/about/founder-block";
import { TeamCard } from "../../sections/about/team-card";
import { theme } from "../../styles/theme";
import { headFor } from "../../components/seo/page-head";
import { listGrid } from "../../styles/lists";

export default function TeamPage({ data }: PageProps<Queries.TeamPageQuery>) {
  const { pagesJson: copy, founderJson: founder } = data;
  return (
    <HeroPage page={copy}>
      {founder && <FounderBlock {...founder} image={founder.image.childImageSharp?.gatsbyImageData} />}
      <section aria-labelledby="team-title" css={{ background: theme.colors.surface, paddingBlock: "clamp(2.5rem, 6vw, 4rem)" }}>
        <Container>
          <h2 id="team-title" css={{ fontSize: theme.fontSizes.xxl, textAlign: "center", color: theme.colors.primaryDark }}>
            {copy?.sectionTitle ?? copy?.heroTitle}
          </h2>
          <ul css={listGrid(theme.space.lg, { sm: 2, lg: 4 })}>
            {data.allTeamJson.nodes.map((m) => (
              <TeamCard key={m.name} {...m} image={m.image.childImageSharp?.gatsbyImageData} />
            ))}
          </ul>
        </Container>
      </section>
    </HeroPage>
  );
}

export const Head = headFor({ trail: "about" });

export const query = graphql`
  query TeamPage($locale: Locale!) {
    pagesJson(page: { eq: team }, language: { eq: $locale }) {
      ...PageHero
      sectionTitle
    }
    founderJson(language: { eq: $locale }) {
      ...FounderBlock
    }
    allTeamJson(filter: { language: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        ...TeamCard
      }
    }
  }
`;
