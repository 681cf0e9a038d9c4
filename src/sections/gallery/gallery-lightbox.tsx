import Lightbox from "yet-another-react-lightbox";
import Captions from "yet-another-react-lightbox/plugins/captions";
import "yet-another-react-lightbox/styles.css";
import "yet-another-react-lightbox/plugins/captions.css";
import type { LightboxSlide } from "./lightbox-slides";
import { wrapIndex } from "../../utils/wrap-index";
import { useUiStrings } from "../../hooks/use-ui-strings";

interface GalleryLightboxProps {
  slides: readonly LightboxSlide[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * Fullscreen viewer (yet-another-react-lightbox): close, previous and next wrapping at both ends,
 * arrow keys, Escape, swipe, the photo's title. Loaded only when a photo is first opened.
 */
export default function GalleryLightbox({ slides, index, onIndexChange, onClose }: GalleryLightboxProps) {
  const ui = useUiStrings();
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides as LightboxSlide[]}
      plugins={[Captions]}
      captions={{ descriptionTextAlign: "center" }}
      // The library's title bar is 50% black over the photo: under a bright sky its white text fell
      // below 4.5:1 (axe found it). 85% holds over any photo.
      styles={{ captionsTitleContainer: { background: "rgba(0, 0, 0, 0.85)" } }}
      carousel={{ finite: false, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      on={{ view: ({ index: viewed }) => onIndexChange(wrapIndex(viewed, slides.length)) }}
      labels={{
        Previous: ui.gallery.previous,
        Next: ui.gallery.next,
        Close: ui.gallery.close,
        Lightbox: ui.gallery.viewer,
        "Photo gallery": ui.gallery.photos,
        Carousel: ui.carousel.roleDescription,
        Slide: ui.carousel.slideRoleDescription,
        // The library fills {index} and {total} itself.
        "{index} of {total}": ui.gallery.counter,
      }}
    />
  );
}
