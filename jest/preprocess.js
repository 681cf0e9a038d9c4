const babelJest = require("babel-jest").default;

module.exports = babelJest.createTransformer({
  presets: [["babel-preset-gatsby", { reactRuntime: "automatic", reactImportSource: "@emotion/react" }], "@babel/preset-typescript"],
  babelrc: false,
  configFile: false,
});
