// WebP at each of sharp's efforts for the hero preset (480-1920 px, quality 55) over every photo in
// content/images: encode time, bytes, and mean PSNR against the same resize kept uncompressed.
// With --by-format: every AVIF, WebP and JPEG the build wrote to public/static encoded again from
// its source photo in content/ with the options that made it (hero widths at the hero's qualities), summed by
// format. One encode at a time.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

sharp.concurrency(1);
sharp.cache(false);
const photosDir = "content/images";
const heroWidths = [480, 768, 1080, 1440, 1920];

async function psnr(encoded, reference) {
  const { data } = await sharp(encoded).raw().toBuffer({ resolveWithObject: true });
  let squared = 0;
  for (let i = 0; i < data.length; i++) squared += (data[i] - reference[i]) ** 2;
  return 10 * Math.log10((255 * 255) / (squared / data.length));
}

async function byEffort() {
  const photos = fs.readdirSync(photosDir).filter((f) => /\.jpe?g$/.test(f));
  for (const effort of [4, 3, 2, 1]) {
    let seconds = 0;
    let bytes = 0;
    let db = 0;
    for (const photo of photos)
      for (const width of heroWidths) {
        const resized = () => sharp(path.join(photosDir, photo)).rotate().resize(width);
        const reference = await resized().raw().toBuffer();
        const started = performance.now();
        const out = await resized().webp({ quality: 55, effort }).toBuffer();
        seconds += (performance.now() - started) / 1000;
        bytes += out.length;
        db += await psnr(out, reference);
      }
    const n = photos.length * heroWidths.length;
    console.log(`effort ${effort}: ${seconds.toFixed(1)} s, ${(bytes / 1024).toFixed(0)} KB, mean PSNR ${(db / n).toFixed(2)} dB over ${n} files`);
  }
}

async function byFormat() {
  const files = fs.readdirSync("public/static", { recursive: true }).filter((f) => /\.(avif|webp|jpg)$/.test(f));
  // Photos live in content/images and beside the guides' Markdown; a build names its files after them.
  const sources = new Map(
    fs
      .readdirSync("content", { recursive: true })
      .filter((f) => /\.(jpe?g|png)$/.test(f))
      .map((f) => [path.parse(f).name, path.join("content", f)]),
  );
  const totals = {};
  for (const file of files) {
    const ext = path.extname(file).slice(1);
    const source = sources.get(path.basename(file, `.${ext}`));
    if (!source) continue;
    const { width, height } = await sharp(path.join("public/static", file)).metadata();
    const hero = heroWidths.includes(width);
    const pipeline = sharp(source).rotate().resize(width, height, { fit: "cover" });
    const started = performance.now();
    if (ext === "avif") await pipeline.avif({ quality: hero ? 40 : 50, effort: 1, chromaSubsampling: "4:2:0" }).toBuffer();
    else if (ext === "webp") await pipeline.webp({ quality: hero ? 55 : 70 }).toBuffer();
    else await pipeline.jpeg({ quality: 70 }).toBuffer();
    totals[ext] ??= { files: 0, seconds: 0 };
    totals[ext].files++;
    totals[ext].seconds += (performance.now() - started) / 1000;
  }
  for (const [ext, { files: n, seconds }] of Object.entries(totals)) console.log(`${ext}: ${n} files, ${seconds.toFixed(1)} s`);
}

await (process.argv.includes("--by-format") ? byFormat() : byEffort());
