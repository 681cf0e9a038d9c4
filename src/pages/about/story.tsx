import { graphql, type PageProps } from "gatsby";
import { HeroPage } from "../../sections/hero-page";
import { StoryBlock } from "../../sections/about/story-block";
import { MissionVision } from "../../sections/about/mission-vision";
import { headFor } from "../../components/seo/page-head";

export default function StoryPage({ data }: PageProps<Queries.StoryPageQuery>) {
  const story = data.storyJson;
  return (
    <HeroPage page={data.pagesJson}>
      {story && <StoryBlock {...story} image={story.image.childImageSharp?.gatsbyImageData} />}
      {story && <MissionVision mission={story.mission} vision={story.vision} values={story.values} />}
    </HeroPage>
  );
}

export const query = graphql`
  query StoryPage($locale: Locale!) {
    pagesJson(page: { eq: story }, language: { eq: $locale }) { ...PageHero }
    storyJson(language: { eq: $locale }) {
      ...StoryBlock
      ...MissionVision
    }
  }
`;

export const Head = headFor();
