import { z } from "zod";
import { fileSchemas, folderSchemas, markdownFolders } from "./content";
import { inEveryLanguage } from "./primitives";
import { kindOf } from "./kinds";
import { choicesOf, isInt, itemSchemas, optionalInner, regexRules, shapeOf, type Schema } from "./introspect";
import { referenceOf, type Reference } from "./references";
import { entrySchema } from "./graphql";
import { defaultLocale, locales, sharedContentFiles, translatedLater } from "./locales";
import { isTranslated } from "./translation";

// The editor UI's configuration (Sveltia CMS, a Decap-compatible Git CMS), generated from the model
// so its forms can never disagree with the check: one collection entry per content file and per
// folder (JSON or Markdown), each zod field mapped to the matching widget (by its kind: image, long text...), with
// required, patterns and lengths.

type Field = Record<string, unknown>;

/** "shortDescription" -> "Short description". */
const labelOf = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .replace(/^\w/, (c) => c.toUpperCase())
    .replace(/ ([A-Z])(?=[a-z])/g, (_m, c: string) => ` ${c.toLowerCase()}`);

/** A string schema's regex checks as [pattern, message] (the first one, as Decap/Sveltia take one). */
function patternOf(schema: Schema): [string, string] | undefined {
  const regexes = regexRules(schema);
  if (regexes.length === 0) return undefined;
  // Several patterns (text that must also contain {gaps}) are joined into one lookahead pattern.
  const source = regexes.length === 1 ? regexes[0].pattern.source : regexes.map((r) => `(?=${r.pattern.source})`).join("");
  const message = regexes[regexes.length - 1].message ?? "";
  return [source, message];
}

function lengthsOf(schema: Schema): { min?: number; max?: number } {
  // The JSON Schema generator already reads zod's checks (lengths, item counts, bounds).
  const js = z.toJSONSchema(schema, { target: "draft-7", io: "input" }) as Record<string, number | undefined>;
  const min = js.minLength ?? js.minItems ?? js.minimum;
  const max = js.maxLength ?? js.maxItems ?? js.maximum;
  const safe = (n: number | undefined) => (n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);
  return { min: safe(min), max: safe(max) };
}

/**
 * Under every translated text field (and list of texts), the way to the glossary (content/glossary.json,
 * the Glossary file of "Site and pages"): the editor draws one form for every language, so the hint
 * is the same in the English pane, and it says which language it is for.
 */
export const glossaryHint = "Hindi: write the words of the [glossary](#/collections/site/entries/glossary) (Site and pages › Glossary).";

/** One field's configuration: widget, required, pattern and lengths from its zod schema. */
export function cmsField(name: string, field: Schema): Field {
  const inner = optionalInner(field) ?? field;
  const optional = inner !== field;
  // The model's description of a field (zod .describe) is the form's hint, as it is the JSON Schema's.
  const description = field.description ?? inner.description;
  const text = inner.type === "array" ? itemSchemas(inner)[0] : inner;
  const words = text.type === "string" && isTranslated(text) && languageOf(inner) === true ? glossaryHint : undefined;
  const hint = [description, words].filter(Boolean).join(" ");
  // A title in the model (zod .meta) names the field better than its key: "January" for jan.
  const title = z.globalRegistry.get(field)?.title ?? z.globalRegistry.get(inner)?.title;
  const base: Field = { name, label: title ?? labelOf(name), ...(optional ? { required: false } : {}), ...(hint ? { hint } : {}) };
  return { ...base, i18n: languageOf(inner), ...widgetOf(name, inner) };
}

/**
 * Per language (true) or copied from English to every language ("duplicate"): text is translated,
 * everything else is the same in every file (the check compares them). A list or object holding
 * any text is per language; its other fields are duplicated inside it.
 */
function languageOf(schema: Schema): true | "duplicate" {
  if (isTranslated(schema)) return true;
  const inner = optionalInner(schema);
  const children = inner ? [inner] : schema.type === "object" ? Object.values(shapeOf(schema)) : itemSchemas(schema);
  return children.some((c) => languageOf(c) === true) && !inEveryLanguage.get(schema) ? true : "duplicate";
}

/**
 * A pick from the entries a field names (model/references.ts), showing their names and saving their
 * slugs: a folder's entries (JSON or Markdown) by their `slug` field, a list file's by each item's.
 */
function relationTo({ source }: Reference): Field {
  if (source.endsWith(".json")) {
    const file = source.replace(/\.json$/, "");
    const list = shapeOf(entrySchema(fileSchemas[source as keyof typeof fileSchemas]));
    const label = "name" in list ? "name" : "title";
    return {
      widget: "relation",
      collection: "site",
      file,
      value_field: "items.*.slug",
      display_fields: [`items.*.${label}`],
      search_fields: [`items.*.${label}`],
    };
  }
  const entry = shapeOf({ ...folderSchemas, ...markdownFolders }[source as keyof typeof folderSchemas]);
  const label = "title" in entry ? "title" : "name";
  return { widget: "relation", collection: source, value_field: "slug", display_fields: [label], search_fields: [label] };
}

/** A select's choices: words shown as words ("fewSeats" as "Few seats"), saved as the model's values. */
const optionsOf = (schema: Schema) => choicesOf(schema).map((value) => (typeof value === "string" ? { label: labelOf(value), value } : value));

function widgetOf(name: string, schema: Schema): Field {
  const kind = kindOf(schema);
  if (kind === "image") return { widget: "image", choose_url: false };
  if (kind === "colour") return { widget: "color", allowInput: true, pattern: patternOf(schema) };
  // A calendar day: a date picker that saves YYYY-MM-DD, no time and no time zone to shift it.
  if (kind === "date") return { widget: "datetime", type: "date", format: "YYYY-MM-DD", pattern: patternOf(schema) };
  const reference = referenceOf(schema);
  if (reference) return relationTo(reference);
  const { min, max } = lengthsOf(schema);
  switch (schema.type) {
    case "string": {
      const pattern = patternOf(schema);
      const lengths = { ...(min !== undefined ? { minlength: min } : {}), ...(max !== undefined ? { maxlength: max } : {}) };
      // Long text in a multi-line box; an https address in a URL box that checks it as it is typed.
      const widget = kind === "longText" ? { widget: "text" } : { widget: "string", ...(kind === "httpsUrl" ? { type: "url" } : {}) };
      return { ...widget, ...lengths, ...(pattern ? { pattern } : {}) };
    }
    case "boolean":
      return { widget: "boolean" };
    case "number": {
      const int = isInt(schema);
      const bounds = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
      return { widget: "number", value_type: int ? "int" : "float", ...bounds };
    }
    case "enum":
    case "union":
      return { widget: "select", options: optionsOf(schema) };
    case "array": {
      const [element] = itemSchemas(schema);
      const items = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
      // A list of entries named by slug (a package's themes): one pick of several.
      const named = referenceOf(element);
      if (named) return { ...relationTo(named), multiple: true, ...items };
      // Several of a fixed list of choices (a guide's best months): one select, not a list of selects.
      if (element.type === "enum") return { widget: "select", options: optionsOf(element), multiple: true, ...items };
      return element.type === "object"
        ? { widget: "list", ...items, fields: fieldsOf(element) }
        : { widget: "list", ...items, field: itemField(name, schema, element) };
    }
    case "tuple": {
      const parts = itemSchemas(schema);
      return { widget: "list", min: parts.length, max: parts.length, field: itemField(name, schema, parts[0]) };
    }
    case "object":
      return { widget: "object", fields: fieldsOf(schema) };
    default:
      throw new Error(`model: no editor widget for a ${schema.type} field (${name})`);
  }
}

/**
 * The one field of a list of plain values. It carries the list's language: the editor lets a
 * translation add items only to a list whose item field is translated.
 */
const itemField = (name: string, list: Schema, element: Schema): Field => ({
  name: "item",
  label: labelOf(name),
  i18n: languageOf(list),
  ...widgetOf(name, element),
});

/** A field of a file kept once for every language (the glossary): no language of its own, and no hint pointing at itself. */
function oneLanguage({ i18n: _i18n, ...field }: Field): Field {
  const hint = typeof field.hint === "string" ? field.hint.replace(glossaryHint, "").trim() : undefined;
  const { hint: _hint, ...rest } = field;
  return {
    ...rest,
    ...(hint ? { hint } : {}),
    ...(Array.isArray(field.fields) ? { fields: (field.fields as Field[]).map(oneLanguage) } : {}),
    ...(field.field ? { field: oneLanguage(field.field as Field) } : {}),
  };
}

const fieldsOf = (object: Schema): Field[] => Object.entries(shapeOf(object)).map(([key, field]) => cmsField(key, field));

/** A file's fields; a file whose root is a list is one root list field. */
function fileFields(schema: Schema): Field[] {
  if (schema.type !== "array") return fieldsOf(schema);
  return [{ ...cmsField("items", schema), label: "Entries", root: true }];
}

/**
 * Entries of a folder that may go live in English first (model/locales.ts translatedLater) start in
 * English alone: the editor saves them so and turns on Hindi later on the same screen. Every other
 * collection asks for every language at once, as the check does.
 */
const i18nOf = (folder: string) => ((translatedLater as readonly string[]).includes(folder) ? { initial_locales: [defaultLocale] } : true);

export interface CmsOptions {
  /** The Git backend: { name: "github", repo: "owner/name", branch: "main" }, or { name: "test-repo" }. */
  backend: Record<string, unknown>;
}

/** The whole configuration, in the shape of Sveltia CMS's own JSON Schema (schema/sveltia-cms.json). */
export function cmsConfig({ backend }: CmsOptions): Record<string, unknown> {
  // Images live in content/images/. The image picker writes the global public path ("/images/x.jpg")
  // in every collection (Sveltia 0.221 takes an asset's folder from the global one when they are the
  // same folder); the check and GraphQL read it from content/. A Markdown body's photo is written
  // relative to the file ("../images/x.jpg"), as gatsby-remark-images reads it: the collections' own.
  const media = (publicFolder: string) => ({ media_folder: "/content/images", public_folder: publicFolder });
  return {
    backend,
    media_folder: "content/images",
    public_folder: "/images",
    // No stock photo libraries: their photos are addresses on other hosts, with no line in
    // photo-credits.json, which the check refuses (and /admin/'s CSP does not reach them).
    media_libraries: { stock_assets: { providers: [] } },
    output: { omit_empty_optional_fields: true, json: { indent_style: "space", indent_size: 2 } },
    // Each language's files: content/ for English, content/hi/ for Hindi ({{locale}} in each path).
    i18n: { structure: "multiple_folders", locales: [...locales], default_locale: defaultLocale, omit_default_locale_from_file_path: true },
    collections: [
      {
        name: "site",
        label: "Site and pages",
        ...media("images"),
        i18n: true,
        files: Object.entries(fileSchemas).map(([file, schema]) => {
          const shared = (sharedContentFiles as readonly string[]).includes(file);
          return {
            name: file.replace(/\.json$/, ""),
            label: labelOf(file.replace(/\.json$/, "")),
            file: shared ? `content/${file}` : `content/{{locale}}/${file}`,
            format: "json",
            i18n: !shared,
            fields: shared ? fileFields(schema).map(oneLanguage) : fileFields(schema),
          };
        }),
      },
      ...Object.entries(folderSchemas).map(([folder, schema]) => ({
        name: folder,
        label: labelOf(folder),
        folder: `content/{{locale}}/${folder}`,
        i18n: i18nOf(folder),
        extension: "json",
        format: "json",
        create: true,
        ...("slug" in shapeOf(schema) ? { identifier_field: "slug", slug: "{{fields.slug}}" } : { identifier_field: "name", slug: "{{slug}}" }),
        ...media("../images"),
        fields: fieldsOf(schema),
      })),
      // Markdown entries (content/guides/*.md): the front matter's fields as a form, then the body in
      // a Markdown editor, written anew in each language.
      ...Object.entries(markdownFolders).map(([folder, schema]) => ({
        name: folder,
        label: labelOf(folder),
        folder: `content/{{locale}}/${folder}`,
        i18n: i18nOf(folder),
        extension: "md",
        format: "frontmatter",
        create: true,
        identifier_field: "slug",
        slug: "{{fields.slug}}",
        ...media("../images"),
        fields: [
          ...fieldsOf(schema),
          {
            name: "body",
            label: "Body",
            widget: "markdown",
            i18n: true,
            hint: "Headings start at ## (the title is the page's heading) and go down one level at a time; links are site addresses (/packages/...), /hi/... in Hindi.",
          },
        ],
      })),
    ],
  };
}
