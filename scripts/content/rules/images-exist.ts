import fs from "node:fs";
import path from "node:path";
import { valuesOfKind } from "../../../model";
import { where } from "../entries";
import { isInside } from "../images";
import type { Content, Findings } from "../rule";

// Every field the model marks as an image (whatever its name) names a file that exists, written
// relative to its JSON file, inside content/images/.

/** Each image field's value with its place and the file it names. */
export const imageFields = (content: Content) =>
  content.entries.flatMap((entry) =>
    valuesOfKind(entry.schema, entry.data, "image").map((found) => ({
      ...found,
      at: where(entry.file, entry.data, found.path),
      absolute: path.resolve(path.dirname(content.absolute(entry.file)), found.value),
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
