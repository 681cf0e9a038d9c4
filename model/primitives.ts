import { z } from "zod";
import { iconNames } from "./icons";
import { fieldKinds, withKind } from "./kinds";
import { matches } from "./patterns";

// The field kinds content files are made of, each registered with its kind (model/kinds.ts) so the
// check and the generators know what a field is whatever its name. Every rule is a regex or a
// length, never a transform or a regex flag, so the JSON Schemas generated from these are exactly
// as strict as zod.

/** Shared object and enum types keep one GraphQL name wherever they are used. */
export const graphqlNames = z.registry<{ name: string }>();

/**
 * How a field reads in another language (content/hi/ mirrors content/): text and long text are
 * translated, every other kind (slugs, paths, images, numbers...) stays as in English. These mark
 * the exceptions (a list of text that is the same everywhere, a language tag that is not).
 */
export const inEveryLanguage = z.registry<{ as: "translated" | "same" }>();

export const text = z
  .string()
  .check(matches(/^\S(?:[\s\S]*\S)?$/, "must not be empty or start or end with a space"))
  .register(fieldKinds, { kind: "text" });
/** Text of a sentence or more (descriptions, answers, quotes): edited in a multi-line box. */
export const longText = withKind(text, { kind: "longText" });
export const paragraphs = z.array(longText).min(1);
export const slug = z
  .string()
  .check(matches(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens"))
  .describe('Lowercase words joined by hyphens, e.g. "guided-tours"; it becomes the page\'s address.')
  .register(fieldKinds, { kind: "slug" });
export const sitePath = z
  .string()
  .check(matches(/^\/[a-zA-Z0-9\-/?=&[\].]*$/, 'must be a site path starting with "/"'))
  .describe("A page of this site, starting with /, e.g. /services/beach.")
  .register(fieldKinds, { kind: "sitePath" });
export const httpsUrl = z
  .string()
  .check(matches(/^https:\/\/[^\s#]+$/, "must be an https:// address without #"))
  .register(fieldKinds, { kind: "httpsUrl" });
/** A photo in content/images/: "/images/x.jpg", or a path relative to the file; GraphQL resolves it to a File. */
export const image = z
  .string()
  .check(matches(/\.([jJ][pP][eE]?[gG]|[pP][nN][gG])$/, "must be a .jpg or .png file"))
  .describe(
    'A .jpg or .png in content/images/, as "/images/name.jpg" (the editor writes it so) or relative to this file; it needs a line in photo-credits.json.',
  )
  .register(fieldKinds, { kind: "image" });
/** An image shown full-width (a page's hero, a carousel slide): the check wants it wide enough. */
export const heroImage = withKind(image, { kind: "image", hero: true });
export const icon = z
  .enum(iconNames, { error: (iss) => `unknown icon "${String(iss.input)}" (the icon names are listed in content/README.md)` })
  .register(graphqlNames, { name: "IconName" })
  .describe("One of the icon names listed in content/README.md.")
  .register(fieldKinds, { kind: "icon" });
export const hex = z
  .string()
  .check(matches(/^#[0-9a-fA-F]{6}$/, 'must be a hex colour like "#0f766e"'))
  .register(fieldKinds, { kind: "colour" });
export const order = z.number().int().describe("Position in lists and menus, smallest first.");
export const link = z.strictObject({ label: text, to: sitePath }).register(graphqlNames, { name: "Link" });
export const qa = z.strictObject({ question: text, answer: longText }).register(graphqlNames, { name: "QA" });
export const socials = z
  .strictObject({
    twitter: httpsUrl.optional(),
    facebook: httpsUrl.optional(),
    linkedin: httpsUrl.optional(),
    instagram: httpsUrl.optional(),
  })
  .register(graphqlNames, { name: "Socials" });
/** Text with named gaps the site fills in: template("title") needs "{title}" somewhere. */
export const template = (...gaps: string[]) =>
  text.check(
    matches(
      new RegExp(`^${gaps.map((g) => `(?=[\\s\\S]*\\{${g}\\})`).join("")}`),
      `must contain ${gaps
        .map((g) => `{${g}}`)
        .join(", ")
        .replace(/, ([^,]*)$/, " and $1")}`,
    ),
  );

/** A photo and its alternative text. */
const imageAlt = text.describe("What the photo shows, in a short sentence, for people who cannot see it.");
export const pictured = { image, imageAlt };
/** A full-width photo (a page's hero, a carousel slide) and its alternative text. */
export const heroPictured = { image: heroImage, imageAlt };
