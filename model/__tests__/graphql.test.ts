/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import {
  buildSchema,
  graphqlSync,
  getNamedType,
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from "graphql";
import type { z } from "zod";
import { entrySchema, fileSchemas, folderSchemas, graphqlTypeDefs, image, locales, nodeTypeName, prefixedLocales, sharedContentFiles } from "..";
import { choicesOf, isInt, itemSchemas, optionalInner, shapeOf, type Schema } from "../introspect";
import { kindOf } from "../kinds";

// Gatsby's own types, as far as the generated definitions use them (Gatsby adds Node's id itself).
const gatsbyStubs = `
  directive @dontInfer on OBJECT
  directive @contentImage on FIELD_DEFINITION
  directive @proxy(from: String!) on FIELD_DEFINITION
  type File { id: ID!, relativePath: String! }
`;
const typeDefs = graphqlTypeDefs();
const nodeTypes = typeDefs.match(/^type \w+ implements Node @dontInfer/gm) ?? [];
const sdl = `${gatsbyStubs}\n${typeDefs.replace(/ implements Node/g, "")}`;
const schema = buildSchema(sdl);
const contentDir = path.join(__dirname, "..", "..", "content");
const models: [string, z.ZodType][] = [...Object.entries(fileSchemas), ...Object.entries(folderSchemas)];

/** Every difference between a model schema and a GraphQL type, as "Type.field: ..." lines. */
function differences(model: Schema, type: GraphQLOutputType, at: string): string[] {
  const inner = optionalInner(model) ?? model;
  const optional = inner !== model;
  if (optional === isNonNullType(type)) return [`${at}: ${optional ? "optional in the model, non-null" : "required in the model, nullable"} in GraphQL`];
  const gql = getNullableType(type);
  const kind = inner.type;
  if (kindOf(inner) === "image") return getNamedType(gql).name === "File" ? [] : [`${at}: an image, but ${String(gql)} in GraphQL`];
  if (kind === "array" || kind === "tuple") {
    if (!isListType(gql)) return [`${at}: a list in the model, ${String(gql)} in GraphQL`];
    return itemSchemas(inner).flatMap((item) => differences(item, gql.ofType, `${at}[]`));
  }
  if (kind === "object") {
    if (!isObjectType(gql)) return [`${at}: an object in the model, ${String(gql)} in GraphQL`];
    return objectDifferences(inner, gql, at);
  }
  if (kind === "enum") {
    const values = choicesOf(inner).map(String).sort();
    const gqlValues = isEnumType(gql)
      ? gql
          .getValues()
          .map((v) => v.name)
          .sort()
      : [];
    return values.join() === gqlValues.join() ? [] : [`${at}: enum ${values.join("|")}, but ${String(gql)} ${gqlValues.join("|")} in GraphQL`];
  }
  const scalar = { string: "String", boolean: "Boolean", number: isInt(inner) ? "Int" : "Float", union: "Int" }[kind as string];
  return scalar === String(gql) ? [] : [`${at}: ${kind} in the model, ${String(gql)} in GraphQL`];
}

function objectDifferences(model: Schema, type: GraphQLObjectType, at: string): string[] {
  const shape = shapeOf(model);
  const fields = type.getFields();
  return [
    ...Object.entries(shape).flatMap(([key, field]) =>
      fields[key] ? differences(field, fields[key].type, `${at}.${key}`) : [`${at}.${key}: missing in GraphQL`],
    ),
    ...Object.keys(fields)
      .filter((key) => !(key in shape))
      .map((key) => `${at}.${key}: in GraphQL, not in the model`),
  ];
}

/** A node type's fields as the model writes them: without the language the content-pages plugin adds to each entry. */
function withoutLanguage(type: GraphQLObjectType): GraphQLObjectType {
  const { language: _language, ...fields } = type.getFields();
  return { name: type.name, getFields: () => fields } as unknown as GraphQLObjectType;
}

/** A query selecting every field of a type, to resolve real content through the schema. */
const selection = (type: GraphQLOutputType): string => {
  const named = getNamedType(type);
  if (!isObjectType(named)) return "";
  return `{ ${Object.values(named.getFields())
    .map((f) => `${f.name} ${selection(f.type)}`)
    .join(" ")} }`;
};

describe("the generated GraphQL type definitions", () => {
  it.each(models)("declare %s exactly as the model does, with the entry's language", (key, model) => {
    const type = schema.getType(nodeTypeName(key));
    expect(isObjectType(type)).toBe(true);
    expect(String((type as GraphQLObjectType).getFields().language?.type)).toBe("Locale!");
    expect(objectDifferences(entrySchema(model), withoutLanguage(type as GraphQLObjectType), nodeTypeName(key))).toEqual([]);
  });

  it("name the languages in the Locale enum", () => {
    const locale = schema.getType("Locale");
    expect(isEnumType(locale) && locale.getValues().map((v) => v.name)).toEqual([...locales]);
  });

  it("declare one node type per content file and folder, and no other", () => {
    expect(nodeTypes.map((t) => t.split(" ")[1]).sort()).toEqual(models.map(([key]) => nodeTypeName(key)).sort());
  });

  it("name the node types as gatsby-transformer-json does with gatsby-config's typeName", () => {
    expect(nodeTypeName("hero-slides.json")).toBe("HeroSlidesJson");
    expect(nodeTypeName("team")).toBe("TeamJson");
  });

  it("resolve every field of every shipped content file without a null or enum error", () => {
    const errors: string[] = [];
    for (const [key] of models) {
      const filesIn = (language: string) => (key.endsWith(".json") ? [key] : fs.readdirSync(path.join(contentDir, language, key)).map((f) => `${key}/${f}`));
      const english = filesIn("");
      // A language's folder holds the entries translated so far (a package may go live in English first).
      const translated = (sharedContentFiles as readonly string[]).includes(key) ? [] : prefixedLocales.flatMap((l) => filesIn(l).map((f) => `${l}/${f}`));
      for (const file of [...english, ...translated]) {
        const data = JSON.parse(fs.readFileSync(path.join(contentDir, file), "utf8"));
        const language = (prefixedLocales as readonly string[]).includes(file.split("/")[0]) ? file.split("/")[0] : "en";
        const entries = (Array.isArray(data) ? data : [data]).map((entry: object) => ({ ...entry, language }));
        const wrapper = buildSchema(`${sdl}\ntype Query { entries: [${nodeTypeName(key)}!]! }`);
        const result = graphqlSync({
          schema: wrapper,
          source: `{ entries ${selection(wrapper.getType(nodeTypeName(key)) as GraphQLObjectType)} }`,
          rootValue: { entries },
          // As @contentImage does: an image path becomes a File.
          fieldResolver: (source, _args, _context, info) => {
            const value = (source as Record<string, unknown>)[info.fieldName];
            return getNamedType(info.returnType).name === "File" && typeof value === "string" ? { id: value, relativePath: value } : value;
          },
        });
        errors.push(...(result.errors ?? []).map((e) => `${file}: ${e.message}`));
      }
    }
    expect(errors).toEqual([]);
  });

  it("a model change the definitions do not follow is reported", () => {
    const type = schema.getType("GalleryJson") as GraphQLObjectType;
    const changed = (fileSchemas["gallery.json"].element as unknown as z.ZodObject).extend({ caption: image.optional() });
    expect(objectDifferences(changed, withoutLanguage(type), "GalleryJson")).toEqual(["GalleryJson.caption: missing in GraphQL"]);
  });
});
