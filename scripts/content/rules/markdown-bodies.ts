import fs from "node:fs";
import path from "node:path";
import remark from "remark";
import type { Heading, Image, Link, Root } from "mdast";
import { prefixedLocales, splitSitePath } from "../../../model/locales";
import { readMarkdown } from "../entries";
import { isInside } from "../images";
import { knownRoutes } from "../known-routes";
import type { Content, Findings, MarkdownEntry } from "../rule";

// What a Markdown body holds that its front matter's schema cannot see, read by the same parser
// gatsby-transformer-remark renders with (remark 13): headings that go down one level at a time
// from the page's title (the h1), links that lead to a page, photos that exist in content/images/,
// and no raw HTML (the page sets the rendered body as it is).

type Node = Root["children"][number] | Root;
type Body = MarkdownEntry<"guides">;

const textOf = (node: Node): string =>
  "value" in node && typeof node.value === "string" ? node.value : "children" in node ? (node.children as Node[]).map(textOf).join("") : "";

/** Every node of the tree, depth first. */
const nodesOf = (node: Node): Node[] => [node, ...("children" in node ? (node.children as Node[]).flatMap(nodesOf) : [])];

function bodyIssues(entry: Body, content: Content, known: Set<string>): string[] {
  const tree = remark().parse(entry.body) as Root;
  const at = (node: Node) => `${entry.file} › line ${(node.position?.start.line ?? 1) + entry.bodyLine - 1}`;
  const errors: string[] = [];
  let level = 1;
  for (const node of nodesOf(tree)) {
    if (node.type === "heading") {
      const { depth } = node as Heading;
      const written = `"${"#".repeat(depth)} ${textOf(node)}"`;
      if (depth === 1) errors.push(`${at(node)}: ${written} is a second h1; the title is the page's h1, so the body's headings start at ##`);
      else if (depth > level + 1) errors.push(`${at(node)}: ${written} skips a level; after ${"#".repeat(level)} comes ${"#".repeat(level + 1)} at most`);
      level = depth;
    } else if (node.type === "link") {
      const { url } = node as Link;
      if (url.startsWith("/")) {
        const target = splitSitePath(url.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1"))[1];
        if (!known.has(target)) errors.push(`${at(node)}: link "${url}" leads to no page`);
      } else if (!/^(https:\/\/|mailto:|tel:|#)/.test(url)) {
        errors.push(`${at(node)}: link "${url}" is not a site address (/...), an https:// address, mailto: or tel:`);
      }
    } else if (node.type === "html") {
      errors.push(`${at(node)}: HTML is not allowed here; write Markdown (the page sets the body as it is rendered)`);
    } else if (node.type === "image") {
      const { url, alt } = node as Image;
      const absolute = path.resolve(path.dirname(content.absolute(entry.file)), decodeURI(url));
      if (!alt?.trim()) errors.push(`${at(node)}: photo "${url}" has no alternative text; write what it shows between the brackets: ![...](${url})`);
      if (/^[a-z]+:|^\//i.test(url) || !isInside(content.imagesDir, absolute)) {
        errors.push(`${at(node)}: photo "${url}" is not in ${content.rel(content.imagesDir)}/; photos live there, written relative to this file`);
      } else if (!fs.existsSync(absolute)) errors.push(`${at(node)}: photo "${url}" does not exist`);
    }
  }
  return errors;
}

/** Each English entry's translations that are there (the translations rule reports the rest). */
function translationsOf(entry: Body, content: Content): Body[] {
  const english = path.relative(content.dir, content.absolute(entry.file));
  return prefixedLocales.flatMap((locale) => {
    const absolute = path.join(content.dir, locale, english);
    const read = fs.existsSync(absolute) ? readMarkdown(absolute, content.rel(absolute), []) : undefined;
    return read ? [{ ...entry, body: read.body, bodyLine: read.bodyLine, file: content.rel(absolute) }] : [];
  });
}

/** Every Markdown body, English and translated. */
export function markdownBodies(content: Content): Findings {
  const known = knownRoutes(content);
  const bodies = Object.values(content.markdown).flatMap((entries) => (entries as Body[]).flatMap((entry) => [entry, ...translationsOf(entry, content)]));
  return { errors: bodies.flatMap((entry) => bodyIssues(entry, content, known)) };
}
