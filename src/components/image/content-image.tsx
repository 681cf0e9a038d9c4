import type { CSSProperties } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";

interface ContentImageProps {
  /** gatsbyImageData from the page query (gatsby-plugin-image/sharp made the files). */
  image: IGatsbyImageData | null | undefined;
  alt: string;
  /** "eager" only for the first, above-the-fold image (the LCP); everything else lazy. */
  loading?: "eager" | "lazy";
  /** fetchpriority="high" for the LCP image; lazy images are fetched at low priority. */
  priority?: boolean;
  /** Overrides the sizes attribute the query produced. */
  sizes?: string;
  objectFit?: CSSProperties["objectFit"];
  objectPosition?: string;
  /** Cover the nearest positioned ancestor instead of sizing by the image's aspect ratio. */
  fill?: boolean;
  className?: string;
}

/**
 * Renders gatsbyImageData as a native <picture> (AVIF/WebP/JPEG, srcset, reserved size, lazy).
 * GatsbyImage's runtime fetches a lazy-hydration chunk carrying react-dom/server on every page
 * with an image; native lazy loading does the same job without it (its size: docs/decisions/0054).
 */
export function ContentImage({
  image,
  alt,
  loading = "lazy",
  priority = false,
  sizes,
  objectFit = "cover",
  objectPosition = "50% 50%",
  fill = false,
  className,
}: ContentImageProps) {
  if (!image) return null;
  const { width, height, layout, backgroundColor, images } = image;
  const box: CSSProperties = fill
    ? { position: "absolute", inset: 0 }
    : layout === "fixed"
      ? { width, height }
      : { width: "100%", maxWidth: layout === "constrained" ? width : undefined, aspectRatio: `${width} / ${height}` };
  const imgSizes = sizes ?? images.fallback?.sizes ?? images.sources?.[0]?.sizes;
  // Full-width data carries its aspect ratio as 1 x ratio; the attributes want whole numbers.
  const scale = layout === "fullWidth" ? 1000 : 1;
  return (
    // A block <span>, not a <div>: images also sit inside buttons (gallery tiles, carousel thumbnails).
    <span className={className} style={{ display: "block", position: "relative", overflow: "hidden", backgroundColor, ...box }}>
      <picture>
        {images.sources?.map((source) => (
          <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
        ))}
        <img
          src={images.fallback?.src}
          srcSet={images.fallback?.srcSet}
          sizes={imgSizes}
          width={Math.round(width * scale)}
          height={Math.round(height * scale)}
          alt={alt}
          loading={loading}
          decoding={loading === "eager" ? "sync" : "async"}
          // React 18 passes only the lowercase attribute through to the <img>. Lazy images on the
          // first screen would be raised to high priority and share the network with the hero.
          {...(priority ? { fetchpriority: "high" } : loading === "lazy" ? { fetchpriority: "low" } : {})}
          style={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit, objectPosition }}
        />
      </picture>
    </span>
  );
}
