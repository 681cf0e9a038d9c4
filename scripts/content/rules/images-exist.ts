import fs from "node:fs";
import { valuesOfKind } from "../../../model";
import { contentImageFile } from "../../lib/content-image";
import { where } from "../entries";
import { isInside } from "../images";
import type { Content, Findings } from "../rule";

// Every field the model marks as an image (whatever its name) names a file that exists inside
// content/images/: "/images/x.jpg" (as the editor writes it) or a path relative to its JSON file.

/** Each image field's value with its place and the file it names. */
export const imageFields = (content: Content) =>
  content.entries.flatMap((entry) =>
    valuesOfKind(entry.schema, entry.data, "image").map((found) => ({
      ...found,
      at: where(entry.file, entry.data, found.path),
      absolute: contentImageFile(content.dir, content.absolute(entry.file), found.value),
    })),
  );

export function imagesExist(content: Content): Findings {
  const errors: string[] = [];
  for (const { at, value, absolute } of imageFields(content)) {
    if (!fs.existsSync(absolute)) errors.push(`${at}: file "${value}" does not exist`);
    else if (!isInside(content.imagesDir, absolute)) {
      errors.push(`${at}: file "${value}" is not in ${content.rel(content.imagesDir)}/ (images live there; see content/README.md)`);
    }
  }
  return { errors };
}
