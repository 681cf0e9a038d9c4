import { fileSchemas, folderSchemas, markdownFolders, nodeTypeName } from "./content";
import { graphqlNames } from "./primitives";
import { kindOf } from "./kinds";
import { choicesOf, isInt, isIntChoice, itemSchemas, optionalInner, shapeOf, type Schema } from "./introspect";
import { locales } from "./locales";

// The GraphQL type definitions of content/, generated from the model for createSchemaCustomization:
// one node type per file or folder (@dontInfer, so a field the model lacks cannot appear), nested
// objects and enums named after their place, shared ones (Link, QA, IconName...) named once.

const pascal = (key: string) => key.replace(/(^|[-_])(\w)/g, (_m, _s, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toUpperCase());
const graphqlName = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** The schema of one entry: a root list's item, or the file itself. */
export const entrySchema = (schema: Schema): Schema => (schema.type === "array" ? itemSchemas(schema)[0] : schema);

export function graphqlTypeDefs(): string {
  const types = new Map<string, string>();
  const add = (name: string, sdl: string) => {
    const seen = types.get(name);
    if (seen !== undefined && seen !== sdl) throw new Error(`model: two different GraphQL types are named ${name}`);
    types.set(name, sdl);
  };

  const object = (name: string, schema: Schema, node: boolean): string => {
    const fields = Object.entries(shapeOf(schema)).map(([key, field]) => `  ${key}: ${fieldType(field, name + pascal(key))}`);
    // Each content node's language (`language`, as ui.json has a `locale` of its own), from its file's place (content/ or content/hi/): the content-pages plugin sets it.
    if (node) fields.push(`  language: Locale! @proxy(from: "fields.locale")`);
    add(name, `type ${name}${node ? " implements Node @dontInfer" : ""} {\n${fields.join("\n")}\n}`);
    return name;
  };

  // "String!", "[Link!]", "File! @fileByRelativePath"...
  const fieldType = (field: Schema, suggested: string): string => {
    const inner = optionalInner(field);
    const optional = inner !== undefined;
    const { type, directive } = baseType(inner ?? field, suggested);
    return `${type}${optional ? "" : "!"}${directive ? ` ${directive}` : ""}`;
  };

  const baseType = (schema: Schema, suggested: string): { type: string; directive?: string } => {
    // Resolved from the English file's folder, so a translation names its images as English does.
    if (kindOf(schema) === "image") return { type: "File", directive: "@contentImage" };
    const named = graphqlNames.get(schema)?.name ?? suggested;
    switch (schema.type) {
      case "string":
        return { type: "String" };
      case "boolean":
        return { type: "Boolean" };
      case "number":
        return { type: isInt(schema) ? "Int" : "Float" };
      case "enum": {
        const values = choicesOf(schema).map(String);
        const bad = values.find((v) => !graphqlName.test(v));
        if (bad) throw new Error(`model: "${bad}" in ${named} cannot be a GraphQL enum value (use letters, digits and _)`);
        add(named, `enum ${named} {\n  ${values.join("\n  ")}\n}`);
        return { type: named };
      }
      case "union": {
        if (!isIntChoice(schema)) throw new Error(`model: ${suggested} is a union GraphQL cannot express`);
        return { type: "Int" };
      }
      case "array":
        return { type: `[${fieldType(itemSchemas(schema)[0], suggested)}]` };
      case "tuple": {
        const sdl = itemSchemas(schema).map((item) => fieldType(item, suggested));
        if (new Set(sdl).size !== 1) throw new Error(`model: the items of ${suggested} differ in type`);
        return { type: `[${sdl[0]}]` };
      }
      case "object":
        return { type: object(named, schema, false) };
      default:
        throw new Error(`model: no GraphQL type for a ${schema.type} field (${suggested})`);
    }
  };

  for (const [key, schema] of [...Object.entries(fileSchemas), ...Object.entries(folderSchemas)]) {
    object(nodeTypeName(key), entrySchema(schema), true);
  }
  // Markdown entries are gatsby-transformer-remark's MarkdownRemark nodes (html, headings, tableOfContents):
  // the model types their front matter, and their slug and language read as a JSON entry's do.
  const markdown = Object.values(markdownFolders);
  if (markdown.length > 1) throw new Error("model: one Markdown folder at most (all of them are MarkdownRemark nodes)");
  for (const schema of markdown) {
    object("MarkdownRemarkFrontmatter", schema, false);
    add(
      "MarkdownRemark",
      `type MarkdownRemark implements Node {\n  frontmatter: MarkdownRemarkFrontmatter!\n  slug: String! @proxy(from: "frontmatter.slug")\n  language: Locale! @proxy(from: "fields.locale")\n}`,
    );
  }
  add("Locale", `enum Locale {\n  ${locales.join("\n  ")}\n}`);
  return [...types.values()].join("\n\n");
}
