import { graphql, type PageProps } from "gatsby";
import { PageHero } from "../../sections/page-hero";
import { StoryBlock } from "../../sections/about/story-block";
import { MissionVision } from "../../sections/about/mission-vision";
import { headFor } from "../../components/seo/page-head";

export default function StoryPage({ data }: PageProps<Queries.StoryPageQuery>) {
  const { pagesJson: copy, storyJson: story } = data;
  if (!copy || !story) return null;
  return (
    <>
      <PageHero page={copy} />
      <StoryBlock {...story} image={story.image.childImageSharp?.gatsbyImageData} />
      <MissionVision mission={story.mission} vision={story.vision} values={story.values} />
    </>
  );
}

export const Head = headFor("/about/story");

export const query = graphql`
  query StoryPage {
    pagesJson(page: { eq: story }) {
      ...PageHero
    }
    storyJson {
      eyebrow
      title
      paragraphs
      imageAlt
      image {
        ...FeatureImage
      }
      mission {
        title
        text
      }
      vision {
        title
        text
      }
      values {
        icon
        title
        text
      }
    }
  }
`;
