// A webpack loader for one react-icons pack module: keeps the icons in `options.names`, drops the
// rest (used-icons.ts says why). A kept name the pack does not have fails the build.
// The pack's modules are generated as a header and one `export function Name (props) {...};` or
// `module.exports.Name = function Name (props) {...};` block per icon.
module.exports = function usedIconsLoader(source) {
  const { names } = this.getOptions();
  const blocks = source.split(/^(?=export function |module\.exports\.\w+ = function )/m);
  const header = blocks.shift();
  const nameOf = (block) => /^(?:export function |module\.exports\.)(\w+)/.exec(block)[1];
  const kept = blocks.filter((block) => names.includes(nameOf(block)));
  const missing = names.filter((name) => !kept.some((block) => nameOf(block) === name));
  if (missing.length) throw new Error(`${this.resourcePath} has no ${missing.join(", ")}`);
  return header + kept.join("");
};
