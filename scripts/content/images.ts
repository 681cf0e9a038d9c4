import fs from "node:fs";
import path from "node:path";
import { imageSize } from "image-size";

// Photos on disk: their size, and the list of them under content/images/.

export interface ImageInfo {
  width: number;
  height: number;
}

/** Files in content/images/ that are not photos: notes such as ATTRIBUTION.md, and hidden files. */
const NOT_A_PHOTO = /^\.|\.(md|txt)$/i;

/** The size of a JPEG or PNG, read from its header (image-size); undefined for any other file. */
export function imageInfo(absolute: string): ImageInfo | undefined {
  try {
    const { type, width, height } = imageSize(fs.readFileSync(absolute));
    if (type === "jpg" || type === "png") return { width, height };
  } catch {
    // not an image image-size knows, or unreadable: the caller reports it
  }
  return undefined;
}

/** imageInfo, reading each file once. */
export function cachedImageInfo(): (absolute: string) => ImageInfo | undefined {
  const infos = new Map<string, ImageInfo | undefined>();
  return (absolute) => {
    if (!infos.has(absolute)) infos.set(absolute, imageInfo(absolute));
    return infos.get(absolute);
  };
}

/** Every photo under a folder, as paths relative to it with "/" separators, sorted. */
export function photosIn(dir: string, prefix = ""): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .flatMap((name) => {
      if (NOT_A_PHOTO.test(name)) return [];
      const full = path.join(dir, name);
      return fs.statSync(full).isDirectory() ? photosIn(full, `${prefix}${name}/`) : [`${prefix}${name}`];
    });
}

/** Is the path inside the folder (not the folder itself, not beside it)? */
export function isInside(folder: string, absolute: string): boolean {
  const relative = path.relative(folder, absolute);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}
