import { graphql } from "gatsby";

// The site's one image policy: every content image is queried through one of these presets, so
// widths, formats and qualities live here only. Each preset makes just the widths its layout can
// show (CSS width x device pixel ratio); ContentImage's `sizes` prop says which one a layout picks.
// A photo used by two presets with the same widths and quality (hero and lightbox) is made once.
// Formats: every current browser takes WebP or AVIF from a <picture>, so a layout image makes no
// JPEG or PNG: WebP is its <img> (with AVIF as the one <source>), the same files a visitor got
// before. JPEGs are made for the lightbox (its slides are plain <img>s) and the hero, whose largest
// JPEG is a package's image in its structured data, and share the lightbox's files
// (docs/decisions/0020-a-faster-cold-build.md).

/** Full-width page and carousel heroes, the LCP image: AVIF and WebP at low quality, 480-1920 px. */
export const heroImageFragment = graphql`
  fragment HeroImage on File {
    childImageSharp {
      gatsbyImageData(
        layout: FULL_WIDTH
        sizes: "100vw"
        breakpoints: [480, 768, 1080, 1440, 1920]
        avifOptions: { quality: 40 }
        webpOptions: { quality: 55 }
      )
    }
  }
`;

/** Cards in grids (services, packages, offers): 3:2, shown at most about 380 px wide. */
export const cardImageFragment = graphql`
  fragment CardImage on File { childImageSharp { gatsbyImageData(layout: CONSTRAINED, width: 720, aspectRatio: 1.5, breakpoints: [360, 540, 720], formats: [WEBP, AVIF]) } }
`;

/** A photo beside text (about block, our story), in its own proportions, at most 560 px wide. */
export const featureImageFragment = graphql`
  fragment FeatureImage on File { childImageSharp { gatsbyImageData(layout: CONSTRAINED, width: 720, breakpoints: [360, 540, 720], formats: [WEBP, AVIF]) } }
`;

/** Gallery tiles: 4:3, a quarter of the page on desktop, half on phones. */
export const galleryThumbFragment = graphql`
  fragment GalleryThumb on File { childImageSharp { gatsbyImageData(layout: CONSTRAINED, width: 400, aspectRatio: 1.333, breakpoints: [280, 400, 560], formats: [WEBP, AVIF]) } }
`;

/** The lightbox's full-screen photo: the hero's widths and JPEG quality, so shared photos are made once. */
export const galleryPhotoFragment = graphql`
  fragment GalleryPhoto on File { childImageSharp { gatsbyImageData(layout: CONSTRAINED, width: 1920, formats: [AUTO], breakpoints: [480, 768, 1080, 1440, 1920]) } }
`;

/** Square portraits: the founder (320 px) and team cards (120 px). */
export const portraitFragment = graphql`
  fragment Portrait on File { childImageSharp { gatsbyImageData(layout: CONSTRAINED, width: 320, aspectRatio: 1, breakpoints: [160, 240, 320], formats: [WEBP, AVIF]) } }
`;

/** Small round testimonial avatars, 56 px at 1x and 2x. */
export const avatarFragment = graphql`
  fragment Avatar on File { childImageSharp { gatsbyImageData(layout: FIXED, width: 56, height: 56, formats: [WEBP, AVIF]) } }
`;

/** The hero carousel's thumbnails, 68 x 44 px at 1x and 2x. */
export const carouselThumbFragment = graphql`
  fragment CarouselThumb on File { childImageSharp { gatsbyImageData(layout: FIXED, width: 68, height: 44, formats: [WEBP, AVIF]) } }
`;
