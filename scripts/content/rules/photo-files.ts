import path from "node:path";
import { photosIn } from "../images";
import type { Content, Findings } from "../rule";

// Every file in content/images/ is a JPEG or PNG of at most 2400 px on its long side (the build
// makes the smaller, AVIF and WebP copies itself).

export const MAX_SIDE = 2400;

export function photoFiles(content: Content): Findings {
  const errors: string[] = [];
  for (const photo of photosIn(content.imagesDir)) {
    const absolute = path.join(content.imagesDir, ...photo.split("/"));
    const at = content.rel(absolute);
    const info = content.imageInfo(absolute);
    if (!info || !/\.(jpe?g|png)$/i.test(photo)) {
      errors.push(`${at}: not a JPEG or PNG file; add photos as .jpg or .png (the build makes the AVIF and WebP copies itself)`);
    } else if (info.width > MAX_SIDE || info.height > MAX_SIDE) {
      errors.push(`${at}: ${info.width} × ${info.height} px; photos must be at most ${MAX_SIDE} px on the long side`);
    }
  }
  return { errors };
}
