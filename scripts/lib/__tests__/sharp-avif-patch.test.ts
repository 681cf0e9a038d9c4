/** @jest-environment node */
// patches/gatsby-plugin-sharp+5.16.0.patch must be applied (npm ci runs patch-package): without it
// every AVIF and WebP is encoded at sharp's slowest settings and a cold build takes minutes longer.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

type Args = Record<string, unknown>;
// The plugin ships no types for this internal module.
const { createTransformObject, removeDefaultValues, getPluginOptions } = require("gatsby-plugin-sharp/plugin-options") as {
  createTransformObject: (args: Args) => Args;
  removeDefaultValues: (args: Args, options: Args) => Args;
  getPluginOptions: () => Args;
};

const { processFile } = require("gatsby-plugin-sharp/process-file") as {
  processFile: (file: string, transforms: { outputPath: string; args: Args }[], options: Args) => Promise<unknown>;
};

const avif = { toFormat: "avif", width: 480, quality: 40, effort: 1, chromaSubsampling: "4:2:0" };

test("the AVIF effort and chroma subsampling reach the job that sharp runs", () => {
  expect(createTransformObject(avif)).toMatchObject({ effort: 1, chromaSubsampling: "4:2:0" });
  expect(removeDefaultValues(avif, getPluginOptions())).toMatchObject({ effort: 1, chromaSubsampling: "4:2:0" });
});

test("the WebP effort reaches sharp: the same photo comes out at a different size", async () => {
  const webp = { toFormat: "webp", width: 480, height: 300, quality: 55, effort: 1 };
  expect(removeDefaultValues(webp, getPluginOptions())).toMatchObject({ effort: 1 });
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "webp-effort-"));
  const photo = path.join(__dirname, "..", "..", "..", "content", "images", "calm-lake.jpg");
  const encode = async (name: string, args: Args) => {
    await processFile(photo, [{ outputPath: path.join(out, name), args: createTransformObject(args) }], {});
    return fs.statSync(path.join(out, name)).size;
  };
  const { effort, ...stock } = webp;
  expect(await encode("effort-1.webp", webp)).not.toBe(await encode("stock.webp", stock));
  fs.rmSync(out, { recursive: true });
});
