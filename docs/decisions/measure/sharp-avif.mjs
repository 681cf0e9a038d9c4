// AVIF encode time and size: the hero preset's widths (480-1920) at quality 40, for two photos,
// with what stock gatsby-plugin-sharp 5.16 passes (quality only: sharp's effort 4, 4:4:4) and
// with the patch's options (effort 1, 4:2:0). One encode at a time; sharp's own thread pool.
import sharp from "sharp";
const photos = ["forest-stream.jpg", "mountain-trail.jpg"];
const widths = [480, 768, 1080, 1440, 1920];
const variants = { stock: { quality: 40 }, patched: { quality: 40, effort: 1, chromaSubsampling: "4:2:0" } };
sharp.cache(false);
for (const [name, opts] of Object.entries(variants)) {
  let ms = 0,
    bytes = 0;
  for (const photo of photos)
    for (const w of widths) {
      const t = performance.now();
      const buf = await sharp(`content/images/${photo}`).rotate().resize(w).avif(opts).toBuffer();
      ms += performance.now() - t;
      bytes += buf.length;
    }
  console.log(
    `${name.padEnd(8)} ${JSON.stringify(opts).padEnd(60)} ${(ms / 1000).toFixed(1)} s  ${(bytes / 1024).toFixed(0)} KB for ${photos.length} photos x ${widths.length} widths`,
  );
}
