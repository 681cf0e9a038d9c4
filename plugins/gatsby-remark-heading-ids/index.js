// A gatsby-transformer-remark sub-plugin (plain CommonJS: the transformer requires a sub-plugin's
// main file as it is, uncompiled). Each heading gets the id GitHub would give it, which the
// transformer's `headings` and `tableOfContents` fields link to. gatsby-remark-autolink-headers
// does this too, but also puts an inline script and style in the head of every page of the site.
const Slugger = require("github-slugger");
const textOf = require("mdast-util-to-string");
const visit = require("unist-util-visit");

module.exports = ({ markdownAST }) => {
  const slugger = new Slugger();
  visit(markdownAST, "heading", (node) => {
    const id = slugger.slug(textOf(node));
    node.data = { ...node.data, id, hProperties: { ...node.data?.hProperties, id } };
  });
  return markdownAST;
};
