import { graphql } from "gatsby";
import { useMemo } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Container } from "../../components/container";
import { ContentImage } from "../../components/image/content-image";
import { toLightboxSlide, type LightboxSlide } from "./lightbox-slides";
import { PhotoViewer, usePhotoViewer } from "./photo-viewer";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { fill } from "../../utils/fill";
import { listGrid } from "../../styles/lists";
import { lightboxTile } from "../../styles/surfaces";

interface GalleryGridProps {
  photos: readonly { title: string; imageAlt: string; thumb: IGatsbyImageData | null | undefined; large: IGatsbyImageData | null | undefined }[];
}

/**
 * Twelve titled photos, each a link to its large file; a click or Enter opens the viewer at that
 * photo instead (closing returns focus), and without JavaScript the link shows the photo itself.
 */
export function GalleryGrid({ photos }: GalleryGridProps) {
  const ui = useUiStrings();
  const viewer = usePhotoViewer();
  const large = useMemo(() => photos.map((p) => toLightboxSlide(p.large, p.imageAlt, p.title)), [photos]);
  const slides = useMemo(() => large.filter((s): s is LightboxSlide => s !== null), [large]);

  return (
    <Container css={{ paddingBlock: "clamp(2rem, 5vw, 3.5rem)" }}>
      <ul css={listGrid(theme.space.md, { base: 2, md: 3, lg: 4 })}>
        {photos.map((photo, i) => (
          <li key={photo.title}>
            <figure css={{ margin: 0 }}>
              <a
                ref={viewer.tile(i)}
                href={large[i]?.src}
                onClick={viewer.openAt(i)}
                aria-label={fill(ui.gallery.open, { title: photo.title })}
                css={{
                  ...lightboxTile,
                  img: { transition: `transform ${theme.motion.base}` },
                  "&:hover img": { transform: "scale(1.04)" },
                }}
              >
                <ContentImage image={photo.thumb} alt={photo.imageAlt} sizes="(min-width: 1024px) 280px, (min-width: 768px) 33vw, 50vw" />
              </a>
              <figcaption css={{ marginTop: theme.space.sm, fontWeight: 600, fontSize: theme.fontSizes.sm }}>{photo.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <PhotoViewer viewer={viewer} slides={slides} />
    </Container>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const galleryPhotoFragment = graphql`
  fragment GalleryGridPhoto on GalleryJson {
    title
    imageAlt
    thumb: image {
      ...GalleryThumb
    }
    large: image {
      ...GalleryPhoto
    }
  }
`;
