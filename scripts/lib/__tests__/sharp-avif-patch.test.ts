/** @jest-environment node */
// patches/gatsby-plugin-sharp+5.16.0.patch must be applied (npm ci runs patch-package): without it
// every AVIF is encoded at sharp's slowest settings and a cold build takes minutes longer.
type Args = Record<string, unknown>;
// The plugin ships no types for this internal module.
const { createTransformObject, removeDefaultValues, getPluginOptions } = require("gatsby-plugin-sharp/plugin-options") as {
  createTransformObject: (args: Args) => Args;
  removeDefaultValues: (args: Args, options: Args) => Args;
  getPluginOptions: () => Args;
};

const avif = { toFormat: "avif", width: 480, quality: 40, effort: 1, chromaSubsampling: "4:2:0" };

test("the AVIF effort and chroma subsampling reach the job that sharp runs", () => {
  expect(createTransformObject(avif)).toMatchObject({ effort: 1, chromaSubsampling: "4:2:0" });
  expect(removeDefaultValues(avif, getPluginOptions())).toMatchObject({ effort: 1, chromaSubsampling: "4:2:0" });
});
