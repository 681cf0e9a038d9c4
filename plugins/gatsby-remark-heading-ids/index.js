// A gatsby-transformer-remark sub-plugin (plain CommonJS: the transformer requires a sub-plugin's
// main file as it is, uncompiled). Each heading gets the id GitHub would give it, which the
// transformer's `headings` and `tableOfContents` fields link to. gatsby-remark-autolink-headers
// does this too, but also puts an inline script and style in the head of every page of the site.
const Slugger = require("github-slugger");
const visit = require("unist-util-visit");

/**
 * The words a heading shows: its text and code, through links and emphasis. Not a link's title
 * or a photo's alternative text, which mdast-util-to-string reads first and which can be any
 * text, a page's own ids included (issue 60: `## [x](/ "page-start")` took the id "page-start").
 */
const visibleText = (node) => {
  if (node.type === "text" || node.type === "inlineCode") return node.value;
  if (node.type === "image" || node.type === "imageReference" || node.type === "html") return "";
  return Array.isArray(node.children) ? node.children.map(visibleText).join("") : "";
};

/** Gives each heading of the tree its id (data.id, read by the transformer; hProperties.id, rendered), counting repeats per tree. */
module.exports = ({ markdownAST }) => {
  const slugger = new Slugger();
  visit(markdownAST, "heading", (node) => {
    const id = slugger.slug(visibleText(node).trim());
    node.data = { ...node.data, id, hProperties: { ...node.data?.hProperties, id } };
  });
  return markdownAST;
};
