import { useMemo } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo/seo";
import { PageHero } from "../sections/page-hero";
import { GalleryGrid } from "../sections/gallery/gallery-grid";

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
      <PageHero title={copy.heroTitle} text={copy.heroText} image={copy.image.childImageSharp?.gatsbyImageData} imageAlt={copy.imageAlt} />
      <GalleryGrid photos={photos} />
    </>
  );
}

export function Head({ data }: HeadProps<Queries.GalleryPageQuery>) {
  return (
    <Seo
      title={data.pagesJson?.title ?? ""}
      description={data.pagesJson?.description ?? ""}
      pathname="/gallery"
      breadcrumbs={[{ name: data.pagesJson?.title ?? "", path: "/gallery" }]}
    />
  );
}

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
