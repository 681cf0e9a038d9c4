import fs from "node:fs";
import { isInside } from "../images";
import type { Content, Findings } from "../rule";
import { imageFields } from "./images-exist";

// A full-width image (the model's heroImage: page heroes, carousel slides) is wide enough not to
// blur on a large screen.

export const HERO_MIN_WIDTH = 1600;

export function heroWidth(content: Content): Findings {
  const errors: string[] = [];
  for (const { at, value, absolute, meta } of imageFields(content)) {
    // A missing or misplaced file is imagesExist's to report.
    if (!meta.hero || !fs.existsSync(absolute) || !isInside(content.imagesDir, absolute)) continue;
    const info = content.imageInfo(absolute);
    if (info && info.width < HERO_MIN_WIDTH) {
      errors.push(`${at}: "${value}" is ${info.width} px wide; a hero image needs at least ${HERO_MIN_WIDTH} px`);
    }
  }
  return { errors };
}
