// Jest's transform: swc (@swc/jest; @swc/core is already the build's minifier, record 0030).
// Types are stripped, JSX goes through Emotion's runtime, ES
// modules become CommonJS, jest.mock calls are hoisted. A fresh clone has no transform cache, and
// swc transforms faster than Babel's preset (docs/decisions/0052-unit-tests-with-swc.md).
const { createTransformer } = require("@swc/jest");

const react = { runtime: "automatic", importSource: "@emotion/react" };
const transformers = {
  ts: createTransformer({ jsc: { parser: { syntax: "typescript" }, transform: { react } } }),
  tsx: createTransformer({ jsc: { parser: { syntax: "typescript", tsx: true }, transform: { react } } }),
  js: createTransformer({ jsc: { parser: { syntax: "ecmascript", jsx: true }, transform: { react } } }),
};
const of = (filename) => (filename.endsWith(".tsx") ? transformers.tsx : filename.endsWith(".ts") ? transformers.ts : transformers.js);

module.exports = {
  process: (source, filename, options) => of(filename).process(source, filename, options),
  getCacheKey: (source, filename, ...rest) => of(filename).getCacheKey(source, filename, ...rest),
};
