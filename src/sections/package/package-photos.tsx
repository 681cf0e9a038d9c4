import { graphql } from "gatsby";
import { useMemo } from "react";
import { ContentImage } from "../../components/image/content-image";
import { toLightboxSlide, type LightboxSlide } from "../gallery/lightbox-slides";
import { PhotoViewer, usePhotoViewer } from "../gallery/photo-viewer";
import { theme } from "../../styles/theme";
import { listGrid } from "../../styles/lists";
import { fill } from "../../utils/fill";
import { TripSection } from "./trip-section";
import { useTripWords } from "./trip-words";
import { lightboxTile } from "../../styles/surfaces";

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const fragment = graphql`
  fragment PackagePhotos on PackagesJson {
    photos {
      imageAlt
      thumb: image {
        ...GalleryThumb
      }
      large: image {
        ...GalleryPhoto
      }
    }
  }
`;

/** The trip's photos as tiles, each a link to its large file; with JavaScript it opens the viewer there, closing returns focus to it. */
export function PackagePhotos({ photos }: { photos: Queries.PackagePhotosFragment["photos"] }) {
  const trip = useTripWords();
  const viewer = usePhotoViewer();
  const large = useMemo(() => photos.map((p) => toLightboxSlide(p.large?.childImageSharp?.gatsbyImageData, p.imageAlt, "")), [photos]);
  const slides = useMemo(() => large.filter((s): s is LightboxSlide => s !== null), [large]);
  return (
    <TripSection id="trip-photos" title={trip.photos} print="hide" belowFold={200}>
      <ul css={listGrid(theme.space.sm, { base: 2, md: 3 })}>
        {photos.map((photo, i) => (
          <li key={photo.imageAlt}>
            <a ref={viewer.tile(i)} href={large[i]?.src} onClick={viewer.openAt(i)} css={lightboxTile}>
              <ContentImage
                image={photo.thumb?.childImageSharp?.gatsbyImageData}
                alt={photo.imageAlt}
                sizes="(min-width: 1024px) 240px, (min-width: 768px) 30vw, 50vw"
              />
              <span className="visually-hidden">{fill(trip.openPhoto, { position: i + 1, total: photos.length })}</span>
            </a>
          </li>
        ))}
      </ul>
      <PhotoViewer viewer={viewer} slides={slides} />
    </TripSection>
  );
}
