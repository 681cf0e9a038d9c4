// Jest for TypeScript + Gatsby 5 (after gatsbyjs/gatsby examples/using-jest).
module.exports = {
  testEnvironment: "jsdom",
  // Jest's default is one worker less than the cores: on a 2-core machine, one. Nothing else runs
  // beside it in `npm test`, so every core (docs/decisions/0052-unit-tests-with-swc.md has the figures).
  maxWorkers: "100%",
  testEnvironmentOptions: { url: "http://localhost/" },
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest/preprocess.js" },
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    "\\.(jpg|jpeg|png|gif|svg|webp|avif)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testPathIgnorePatterns: ["/node_modules/", "/\\.cache/", "<rootDir>/public/", "<rootDir>/e2e/"],
  // These ship ES modules only; let swc turn them into CommonJS for Jest. The second line is
  // Netlify's _headers/_redirects parsers and their dependencies (scripts/lib/host-rules.mjs).
  transformIgnorePatterns: [
    "/node_modules/(?!(gatsby|gatsby-script|gatsby-link|yet-another-react-lightbox|" +
      "@netlify/headers-parser|@netlify/redirect-parser|map-obj|is-plain-obj|escape-string-regexp|path-exists|n2words)/)",
  ],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  setupFiles: ["<rootDir>/jest/loader-shim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest/setup-tests.ts"],
};
