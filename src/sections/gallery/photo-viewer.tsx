import { lazy, Suspense, useRef, useState, type MouseEvent } from "react";
import type { LightboxSlide } from "./lightbox-slides";

// The viewer's code (and its CSS) is fetched on the first open, not with the page.
const GalleryLightbox = lazy(() => import("./gallery-lightbox"));

/** Which photo the viewer shows, whether it is open, and the tiles (links to the photos) that get the focus back when it closes. */
export function usePhotoViewer() {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  const tiles = useRef<(HTMLAnchorElement | null)[]>([]);
  return {
    open,
    index,
    setIndex,
    /** The i-th tile's ref: pass as `ref={viewer.tile(i)}`. */
    tile: (i: number) => (el: HTMLAnchorElement | null) => {
      tiles.current[i] = el;
    },
    /**
     * A tile's click: a link to the photo's large file, so that without JavaScript a tap still shows
     * it; with it, the viewer opens instead, unless the visitor asked for a new tab or window.
     */
    openAt: (i: number) => (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      setIndex(i);
      setOpen(true);
    },
    close: () => {
      setOpen(false);
      tiles.current[index]?.focus();
    },
  };
}

/** The full-screen photo viewer (yet-another-react-lightbox), while open. */
export function PhotoViewer({ viewer, slides }: { viewer: ReturnType<typeof usePhotoViewer>; slides: LightboxSlide[] }) {
  if (!viewer.open) return null;
  return (
    <Suspense fallback={null}>
      <GalleryLightbox slides={slides} index={viewer.index} onIndexChange={viewer.setIndex} onClose={viewer.close} />
    </Suspense>
  );
}
