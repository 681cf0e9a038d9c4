// Content multiplied for the scale benchmark (scripts/bench-scale.mjs): every package copied
// (factor - 1) times in every language, each copy with its own slug and title and its own photos,
// re-encoded slightly differently so that no two files are identical and no cache can share them.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const SCALE_FOLDER = "scale";

/** Multiplies content/packages (and content/<locale>/packages) in place; returns the photos made. */
export async function multiplyContent(contentDir, factor) {
  const englishDir = path.join(contentDir, "packages");
  const localeDirs = fs
    .readdirSync(contentDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(contentDir, e.name, "packages")))
    .map((e) => path.join(contentDir, e.name, "packages"));
  const imagesDir = path.join(contentDir, "images");
  fs.mkdirSync(path.join(imagesDir, SCALE_FOLDER), { recursive: true });
  // The credits in every language (content/photo-credits.json and its translations), each copied with its photo.
  const creditFiles = [contentDir, ...localeDirs.map((d) => path.dirname(d))].map((d) => path.join(d, "photo-credits.json")).filter((f) => fs.existsSync(f));
  const credits = creditFiles.map((f) => JSON.parse(fs.readFileSync(f, "utf8")));
  const copiedCredits = credits.map(() => []);
  let made = 0;
  for (const file of fs.readdirSync(englishDir).filter((f) => f.endsWith(".json"))) {
    const english = JSON.parse(fs.readFileSync(path.join(englishDir, file), "utf8"));
    for (let copy = 2; copy <= factor; copy++) {
      const slug = `${english.slug}-${copy}`;
      // One new photo for every photo the package shows, shared by its translations as in English.
      const renamed = new Map();
      for (const image of [english.image, ...english.photos.map((p) => p.image)]) {
        const name = `${slug}-${path.basename(image)}`;
        await sharp(path.resolve(englishDir, image))
          .modulate({ brightness: 1 + copy / 1000, saturation: 1 - copy / 2000 })
          .jpeg({ quality: 80 })
          .toFile(path.join(imagesDir, SCALE_FOLDER, name));
        renamed.set(image, `../images/${SCALE_FOLDER}/${name}`);
        // A copy keeps its photograph's author and licence.
        for (const [i, list] of credits.entries())
          copiedCredits[i].push({ ...list.find((c) => c.file === path.basename(image)), file: `${SCALE_FOLDER}/${name}` });
        made++;
      }
      for (const dir of [englishDir, ...localeDirs]) {
        const source = path.join(dir, file);
        if (!fs.existsSync(source)) continue;
        const data = JSON.parse(fs.readFileSync(source, "utf8"));
        data.slug = slug;
        data.title = `${data.title} ${copy}`;
        data.order = data.order + copy * 100;
        data.image = renamed.get(data.image);
        data.photos = data.photos.map((p) => ({ ...p, image: renamed.get(p.image) }));
        fs.writeFileSync(path.join(dir, `${slug}.json`), `${JSON.stringify(data, null, 2)}\n`);
      }
    }
  }
  for (const [i, f] of creditFiles.entries()) fs.writeFileSync(f, `${JSON.stringify([...credits[i], ...copiedCredits[i]], null, 2)}\n`);
  return made;
}
