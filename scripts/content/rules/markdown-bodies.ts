import fs from "node:fs";
import path from "node:path";
import remark from "remark";
import footnotes from "remark-footnotes";
import gfm from "remark-gfm";
import type { Definition, Heading, Image, ImageReference, Link, LinkReference, Root, Text } from "mdast";
import { prefixedLocales, splitSitePath } from "../../../model/locales";
import headingIds from "../../../plugins/gatsby-remark-heading-ids";
import { templateIds } from "../../../src/utils/page-ids";
import { readMarkdown } from "../entries";
import { isInside } from "../images";
import { knownRoutes } from "../known-routes";
import type { Content, Findings, MarkdownEntry } from "../rule";

// What a Markdown body holds that its front matter's schema cannot see, read by the same parser
// gatsby-transformer-remark renders with (remark 13 with remark-gfm and remark-footnotes, see
// parse below): headings that go down one level at a time from the page's title (the h1), links
// that lead to a page, photos that exist in content/images/, and no raw HTML (the page sets the
// rendered body as it is). Every address a body can hold is read: inline links and photos,
// autolinks (<https://...>, which parse as links), the bare addresses GitHub Flavored Markdown
// makes links of (http://..., https://..., www.... as http://www...., e-mail addresses as
// mailto:), and the definitions ("[p]: address") that reference links ([text][p], [text][], [p])
// and reference photos (![words][p]) take theirs from. A definition a photo uses is held to the
// photo rules, one a link uses (or none) to the link rules. A reference to no definition is not a
// link at all: the parser leaves it as text, so it is found in the text. Each heading gets its id
// as the build gives it (plugins/gatsby-remark-heading-ids), and none may take an id the page
// itself uses (src/utils/page-ids.ts).

type Node = Root["children"][number] | Root;
type Body = MarkdownEntry<"guides">;

const textOf = (node: Node): string =>
  "value" in node && typeof node.value === "string" ? node.value : "children" in node ? (node.children as Node[]).map(textOf).join("") : "";

/** Every node of the tree, depth first. */
const nodesOf = (node: Node): Node[] => [node, ...("children" in node ? (node.children as Node[]).flatMap(nodesOf) : [])];

/** Why an address is no link to a page of the site or a safe place elsewhere, or undefined if it is one. */
function linkIssue(url: string, known: Set<string>): string | undefined {
  if (url.startsWith("/")) {
    const target = splitSitePath(url.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1"))[1];
    return known.has(target) ? undefined : "leads to no page";
  }
  return /^(https:\/\/|mailto:|tel:|#)/.test(url) ? undefined : "is not a site address (/...), an https:// address, mailto: or tel:";
}

/** Why an address is no photo of content/images/ written relative to the body's file, or undefined if it is one. */
function photoIssue(url: string, entry: Body, content: Content): string | undefined {
  const absolute = path.resolve(path.dirname(content.absolute(entry.file)), decodeURI(url));
  if (/^[a-z]+:|^\//i.test(url) || !isInside(content.imagesDir, absolute)) {
    return `is not in ${content.rel(content.imagesDir)}/; photos live there, written relative to this file`;
  }
  return fs.existsSync(absolute) ? undefined : "does not exist";
}

/**
 * Bodies parsed as gatsby-transformer-remark 6 parses them: the plugins, versions (package.json pins
 * the ones it installs) and options of its extend-node-type.js with its defaults, gfm and footnotes
 * on, which gatsby-config.ts keeps. Footnotes ([^1], "[^1]: ...", ^[...]) parse as notes, not as
 * references and definitions, and the words and links inside them are read like any others.
 */
const parse = (body: string) => remark().use(gfm).use(footnotes, { inlineNotes: true }).parse(body) as Root;

/** A label starting "^" is a footnote's: a reference to it ([text][^1], ![^1]) left as text lacks a note, not a definition. */
const isFootnote = (identifier: string) => identifier.startsWith("^");

/** A label as the parser matches it to a definition: case and runs of white space do not count. */
const identifierOf = (label: string) =>
  label
    .replace(/[\t\n\r ]+/g, " ")
    .trim()
    .toLowerCase();

/** "][label]" or "][]" left as text: the end of a reference ([text][label] or [text][]) whose definition is missing. */
const REFERENCE_END = /(?<!\\)\]\[((?:[^[\]\\]|\\.)*)\]/g;
/** "![words]" left as text, followed by neither "(" nor "[": a photo by a shortcut reference whose definition is missing. */
const SHORTCUT_PHOTO = /(?<!\\)!\[((?:[^[\]\\]|\\.)+)\](?![[(])/g;

const reserved = new Set(templateIds);

function bodyIssues(entry: Body, content: Content, known: Set<string>): string[] {
  const tree = parse(entry.body);
  headingIds({ markdownAST: tree });
  const lineOf = (offset: number) => entry.body.slice(0, offset).split("\n").length + entry.bodyLine - 1;
  const at = (node: Node) => `${entry.file} › line ${(node.position?.start.line ?? 1) + entry.bodyLine - 1}`;
  const errors: string[] = [];
  const nodes = nodesOf(tree);
  const definitions = nodes.filter((node): node is Definition => node.type === "definition");
  const defined = new Set(definitions.map((d) => d.identifier));
  // What each definition is used for: the photo rules for a photo's, the link rules for any other.
  const usedByPhoto = new Set(nodes.filter((node) => node.type === "imageReference").map((node) => (node as ImageReference).identifier));
  const usedByLink = new Set(nodes.filter((node) => node.type === "linkReference").map((node) => (node as LinkReference).identifier));
  let level = 1;
  for (const node of nodes) {
    if (node.type === "heading") {
      const { depth } = node as Heading;
      const written = `"${"#".repeat(depth)} ${textOf(node)}"`;
      if (depth === 1) errors.push(`${at(node)}: ${written} is a second h1; the title is the page's h1, so the body's headings start at ##`);
      else if (depth > level + 1) errors.push(`${at(node)}: ${written} skips a level; after ${"#".repeat(level)} comes ${"#".repeat(level + 1)} at most`);
      level = depth;
      const id = (node as Heading & { data?: { id?: string } }).data?.id;
      if (id && reserved.has(id))
        errors.push(`${at(node)}: ${written} would take the id "${id}", which the page itself uses; write other words for the heading`);
    } else if (node.type === "link") {
      const { url } = node as Link;
      const issue = linkIssue(url, known);
      if (issue) errors.push(`${at(node)}: link "${url}" ${issue}`);
    } else if (node.type === "html") {
      errors.push(`${at(node)}: HTML is not allowed here; write Markdown (the page sets the body as it is rendered)`);
    } else if (node.type === "image") {
      const { url, alt } = node as Image;
      if (!alt?.trim()) errors.push(`${at(node)}: photo "${url}" has no alternative text; write what it shows between the brackets: ![...](${url})`);
      const issue = photoIssue(url, entry, content);
      if (issue) errors.push(`${at(node)}: photo "${url}" ${issue}`);
    } else if (node.type === "definition") {
      const { url, label, identifier } = node as Definition;
      const name = `[${label ?? identifier}]`;
      const photo = usedByPhoto.has(identifier) ? photoIssue(url, entry, content) : undefined;
      if (photo) errors.push(`${at(node)}: photo ${name} "${url}" ${photo}`);
      const link = usedByLink.has(identifier) || !usedByPhoto.has(identifier) ? linkIssue(url, known) : undefined;
      if (link) errors.push(`${at(node)}: link ${name} "${url}" ${link}`);
    } else if (node.type === "imageReference") {
      const { alt, label, identifier } = node as ImageReference;
      const name = `[${label ?? identifier}]`;
      if (!alt?.trim()) errors.push(`${at(node)}: photo ${name} has no alternative text; write what it shows between the first brackets: ![...]${name}`);
    } else if (node.type === "text" && node.position) {
      const start = node.position.start.offset ?? 0;
      const source = entry.body.slice(start, node.position.end.offset ?? start + (node as Text).value.length);
      for (const match of source.matchAll(REFERENCE_END)) {
        const end = start + match.index;
        const open = entry.body.lastIndexOf("[", end);
        const label = match[1] || entry.body.slice(open + 1, end);
        const identifier = identifierOf(label);
        if (open < 0 || !identifier || isFootnote(identifier) || defined.has(identifier)) continue;
        const photo = entry.body[open - 1] === "!";
        const written = entry.body.slice(photo ? open - 1 : open, end + match[0].length);
        errors.push(
          `${entry.file} › line ${lineOf(end)}: "${written}" ${photo ? "shows the photo" : "links to"} [${label}], which is defined nowhere, so the page shows it as written, brackets and all; ` +
            `add a line "[${label}]: ${photo ? "../images/..." : "address"}" to the body, or write the address in place: ${photo ? "![...](../images/...)" : "[...](address)"}`,
        );
      }
      for (const match of source.matchAll(SHORTCUT_PHOTO)) {
        const identifier = identifierOf(match[1]);
        if (isFootnote(identifier) || defined.has(identifier)) continue;
        errors.push(
          `${entry.file} › line ${lineOf(start + match.index)}: "${match[0]}" shows the photo [${match[1]}], which is defined nowhere, so the page shows it as written, brackets and all; ` +
            `add a line "[${match[1]}]: ../images/..." to the body, or write the address in place: ![${match[1]}](../images/...)`,
        );
      }
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
