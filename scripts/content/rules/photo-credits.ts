import fs from "node:fs";
import path from "node:path";
import { where } from "../entries";
import { photosIn } from "../images";
import type { Content, Findings } from "../rule";

// Every photo in content/images/ has a line in photo-credits.json (its own, or its folder's:
// "portraits/"), and every line names a photo or folder that is there.

export function photoCredits(content: Content): Findings {
  const credits = content.files["photo-credits.json"];
  if (!credits) return {};
  const { imagesDir } = content;
  const creditsFile = content.rel(path.join(content.dir, "photo-credits.json"));
  const errors: string[] = [];
  for (const photo of photosIn(imagesDir)) {
    if (!credits.some((c) => c.file === photo || (c.file.endsWith("/") && photo.startsWith(c.file)))) {
      const at = content.rel(path.join(imagesDir, ...photo.split("/")));
      errors.push(`${at}: no entry in ${creditsFile}; add one with its author, licence and source`);
    }
  }
  credits.forEach((c, i) => {
    const abs = path.resolve(imagesDir, c.file);
    const inside = !path.relative(imagesDir, abs).startsWith("..") && !path.isAbsolute(c.file);
    const folder = c.file.endsWith("/");
    const isDir = inside && fs.existsSync(abs) && fs.statSync(abs).isDirectory();
    const at = where(creditsFile, credits, [i, "file"]);
    if (!folder && isDir) {
      errors.push(`${at}: "${c.file}" is a folder; write "${c.file}/" to credit every photo in it`);
    } else if (!inside || !fs.existsSync(abs) || (folder && !isDir)) {
      errors.push(`${at}: no ${folder ? "folder" : "file"} "${c.file}" in ${content.rel(imagesDir)}/`);
    }
  });
  return { errors };
}
