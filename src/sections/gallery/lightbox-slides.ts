import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface LightboxSlide {
  src: string;
  width: number;
  height: number;
  alt: string;
  title: string;
  srcSet: { src: string; width: number; height: number }[];
}

/** Lightbox slides from the same image data as the grid: the largest file plus every width. */
export function toLightboxSlide(image: IGatsbyImageData | null | undefined, alt: string, title: string): LightboxSlide | null {
  const fallback = image?.images.fallback;
  if (!image || !fallback?.src) return null;
  const ratio = image.height / image.width;
  const srcSet = (fallback.srcSet ?? "")
    .split(",")
    .map((entry) => entry.trim().split(/\s+/))
    .filter(([src, w]) => src && /^\d+w$/.test(w ?? ""))
    .map(([src, w]) => ({ src, width: parseInt(w, 10), height: Math.round(parseInt(w, 10) * ratio) }));
  return { src: fallback.src, width: image.width, height: image.height, alt, title, srcSet };
}
