import { createRequire } from "node:module";
import headingIds from "../../plugins/gatsby-remark-heading-ids";

// A guide's Markdown rendered as the build renders it: the parser, the Markdown-to-HTML steps and
// versions gatsby-transformer-remark uses, with this site's heading ids (plugins/gatsby-remark-heading-ids).
const fromTransformer = createRequire(require.resolve("gatsby-transformer-remark/package.json"));
const remark = fromTransformer("remark") as () => { parse: (markdown: string) => unknown };
const toHast = fromTransformer("mdast-util-to-hast") as (tree: unknown, options: object) => unknown;
const toHtml = fromTransformer("hast-util-to-html") as (tree: unknown, options: object) => string;

/** The HTML a guide's body gets from the build for this Markdown. */
export function renderMarkdown(markdown: string): string {
  const markdownAST = remark().parse(markdown);
  headingIds({ markdownAST });
  return toHtml(toHast(markdownAST, { allowDangerousHtml: true }), { allowDangerousHtml: true });
}
