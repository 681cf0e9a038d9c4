import { graphql } from "gatsby";
import { lazy, Suspense, useMemo, useRef, useState } from "react";
import { ContentImage } from "../../components/image/content-image";
import { toLightboxSlide, type LightboxSlide } from "../gallery/lightbox-slides";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { listGrid } from "../../styles/lists";
import { fill } from "../../utils/fill";
import { useTripWords } from "./trip-words";

// The gallery's viewer, fetched on the first open only (its code and CSS are not in the page).
const GalleryLightbox = lazy(() => import("../gallery/gallery-lightbox"));

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

/** The trip's photos as tiles; a tile opens the viewer at that photo, closing returns focus to it. */
export function PackagePhotos({ photos }: { photos: Queries.PackagePhotosFragment["photos"] }) {
  const trip = useTripWords();
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const slides = useMemo(
    () => photos.map((p) => toLightboxSlide(p.large?.childImageSharp?.gatsbyImageData, p.imageAlt, "")).filter((s): s is LightboxSlide => s !== null),
    [photos],
  );
  const close = () => {
    setOpen(false);
    buttons.current[index]?.focus();
  };
  return (
    <section aria-labelledby="trip-photos" data-print="hide">
      <h2 id="trip-photos" css={{ fontSize: theme.fontSizes.xxl, color: theme.colors.primaryDark }}>
        {trip.photos}
      </h2>
      <ul css={{ ...listGrid(theme.space.sm), gridTemplateColumns: "repeat(2, 1fr)", [mq.md]: { gridTemplateColumns: "repeat(3, 1fr)" } }}>
        {photos.map((photo, i) => (
          <li key={photo.imageAlt}>
            <button
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              onClick={() => {
                setIndex(i);
                setOpen(true);
              }}
              css={{ display: "block", width: "100%", padding: 0, border: 0, borderRadius: theme.radii.md, overflow: "hidden", cursor: "zoom-in", background: theme.colors.surface }}
            >
              <ContentImage image={photo.thumb?.childImageSharp?.gatsbyImageData} alt={photo.imageAlt} sizes="(min-width: 1024px) 240px, (min-width: 768px) 30vw, 50vw" />
              <span className="visually-hidden">{fill(trip.openPhoto, { position: i + 1, total: photos.length })}</span>
            </button>
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <GalleryLightbox slides={slides} index={index} onIndexChange={setIndex} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
