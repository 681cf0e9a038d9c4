import { useMemo } from "react";
import { graphql, type PageProps } from "gatsby";
import { PageHero } from "../sections/page-hero";
import { GalleryGrid } from "../sections/gallery/gallery-grid";
import { headFor } from "../components/seo/page-head";

export default function GalleryPage({ data }: PageProps<Queries.GalleryPageQuery>) {
  const copy = data.pagesJson;
  const photos = useMemo(() => data.allGalleryJson.nodes.map((p) => ({
    title: p.title,
    imageAlt: p.imageAlt,
    thumb: p.thumb.childImageSharp?.gatsbyImageData,
    large: p.large.childImageSharp?.gatsbyImageData,
  })), [data]);
  if (!copy) return null;
  return (
    <>
      <PageHero page={copy} />
      <GalleryGrid photos={photos} />
    </>
  );
}

export const Head = headFor("/gallery");

export const query = graphql`
  query GalleryPage {
    pagesJson(page: { eq: gallery }) {
      ...PageHero
    }
    allGalleryJson {
      nodes {
        title
        imageAlt
        thumb: image {
          ...GalleryThumb
        }
        large: image {
          ...GalleryPhoto
        }
      }
    }
  }
`;
