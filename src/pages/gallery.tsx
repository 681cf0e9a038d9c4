import { useMemo } from "react";
import { graphql, type PageProps } from "gatsby";
import { HeroPage } from "../sections/hero-page";
import { GalleryGrid } from "../sections/gallery/gallery-grid";
import { headFor } from "../components/seo/page-head";

export default function GalleryPage({ data }: PageProps<Queries.GalleryPageQuery>) {
  const photos = useMemo(
    () =>
      data.allGalleryJson.nodes.map((p) => ({
        title: p.title,
        imageAlt: p.imageAlt,
        thumb: p.thumb.childImageSharp?.gatsbyImageData,
        large: p.large.childImageSharp?.gatsbyImageData,
      })),
    [data],
  );
  return (
    <HeroPage page={data.pagesJson}>
      <GalleryGrid photos={photos} />
    </HeroPage>
  );
}

export const query = graphql`
  query GalleryPage($locale: Locale!) {
    pagesJson(page: { eq: gallery }, language: { eq: $locale }) { ...PageHero }
    allGalleryJson(filter: { language: { eq: $locale } }) {
      nodes {
        ...GalleryGridPhoto
      }
    }
  }
`;

export const Head = headFor();
