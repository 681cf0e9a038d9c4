import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../../components/seo/seo";
import { PageHero } from "../../sections/page-hero";
import { StoryBlock } from "../../sections/about/story-block";
import { MissionVision } from "../../sections/about/mission-vision";

export default function StoryPage({ data }: PageProps<Queries.StoryPageQuery>) {
  const { pagesJson: copy, storyJson: story } = data;
  if (!copy || !story) return null;
  return (
    <>
      <PageHero title={copy.heroTitle} text={copy.heroText} image={copy.image.childImageSharp?.gatsbyImageData} imageAlt={copy.imageAlt} />
      <StoryBlock {...story} image={story.image.childImageSharp?.gatsbyImageData} />
      <MissionVision mission={story.mission} vision={story.vision} values={story.values} />
    </>
  );
}

export function Head({ data }: HeadProps<Queries.StoryPageQuery>) {
  return (
    <Seo
      title={data.pagesJson?.title ?? ""}
      description={data.pagesJson?.description ?? ""}
      pathname="/about/story"
      breadcrumbs={[{ name: data.pagesJson?.title ?? "", path: "/about/story" }]}
    />
  );
}

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
