import { z } from "zod";
import { fileSchemas, folderSchemas } from "./content";
import { image, inEveryLanguage } from "./primitives";
import { def, type Schema } from "./introspect";
import { defaultLocale, locales, sharedContentFiles } from "./locales";
import { isTranslated } from "./translation";

// The editor UI's configuration (Sveltia CMS, a Decap-compatible Git CMS), generated from the model
// so its forms can never disagree with the check: one collection entry per content file and per
// folder, each zod field mapped to the matching widget, with required, patterns and lengths.

type Field = Record<string, unknown>;

/** Fields edited as paragraphs rather than one line. */
const LONG_TEXT = new Set([
  "description", "text", "desc", "quote", "answer", "heroText", "shortDescription", "formIntro", "successText",
  "failureText", "privacyNote", "footerAbout", "note", "details", "paragraphs", "story", "officeHours",
]);

/** "shortDescription" -> "Short description". */
export const labelOf = (key: string) =>
  key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ").replace(/^\w/, (c) => c.toUpperCase()).replace(/ ([A-Z])(?=[a-z])/g, (_m, c: string) => ` ${c.toLowerCase()}`);

/** A string schema's regex checks as [pattern, message] (the first one, as Decap/Sveltia take one). */
function patternOf(schema: Schema): [string, string] | undefined {
  const checks = (def(schema).checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? [];
  const regexes = checks.map((c) => c._zod.def).filter((c) => c.format === "regex");
  if (regexes.length === 0) return undefined;
  // Several patterns (text that must also contain {gaps}) are joined into one lookahead pattern.
  const source = regexes.length === 1 ? (regexes[0].pattern as RegExp).source : regexes.map((r) => `(?=${(r.pattern as RegExp).source})`).join("");
  const message = (regexes[regexes.length - 1].error as ((i: object) => string) | undefined)?.({}) ?? "";
  return [source, message];
}

function lengthsOf(schema: Schema): { min?: number; max?: number } {
  // The JSON Schema generator already reads zod's checks (lengths, item counts, bounds).
  const js = z.toJSONSchema(schema as z.ZodType, { target: "draft-7", io: "input" }) as Record<string, number | undefined>;
  const min = js.minLength ?? js.minItems ?? js.minimum;
  const max = js.maxLength ?? js.maxItems ?? js.maximum;
  const safe = (n: number | undefined) => (n !== undefined && Math.abs(n) < Number.MAX_SAFE_INTEGER ? n : undefined);
  return { min: safe(min), max: safe(max) };
}

/** One field's configuration: widget, required, pattern and lengths from its zod schema. */
export function cmsField(name: string, field: Schema): Field {
  const optional = def(field).type === "optional";
  const inner = optional ? (def(field).innerType as Schema) : field;
  // The model's description of a field (zod .describe) is the form's hint, as it is the JSON Schema's.
  const hint = (field as z.ZodType).description ?? (inner as z.ZodType).description;
  const base: Field = { name, label: labelOf(name), ...(optional ? { required: false } : {}), ...(hint ? { hint } : {}) };
  return { ...base, i18n: languageOf(inner), ...widgetOf(name, inner) };
}

/**
 * Per language (true) or copied from English to every language ("duplicate"): text is translated,
 * everything else is the same in every file (the check compares them). A list or object holding
 * any text is per language; its other fields are duplicated inside it.
 */
function languageOf(schema: Schema): true | "duplicate" {
  if (isTranslated(schema)) return true;
  const d = def(schema);
  const children =
    d.type === "optional" ? [d.innerType as Schema]
    : d.type === "object" ? Object.values(d.shape as Record<string, Schema>)
    : d.type === "array" ? [d.element as Schema]
    : d.type === "tuple" ? (d.items as Schema[])
    : [];
  return children.some((c) => languageOf(c) === true) && !inEveryLanguage.has(schema as never) ? true : "duplicate";
}

function widgetOf(name: string, schema: Schema): Field {
  if (schema === image) return { widget: "image", choose_url: false };
  const d = def(schema);
  const { min, max } = lengthsOf(schema);
  switch (d.type) {
    case "string": {
      const pattern = patternOf(schema);
      const lengths = { ...(min !== undefined ? { minlength: min } : {}), ...(max !== undefined ? { maxlength: max } : {}) };
      return { widget: LONG_TEXT.has(name) ? "text" : "string", ...lengths, ...(pattern ? { pattern } : {}) };
    }
    case "boolean":
      return { widget: "boolean" };
    case "number": {
      const int = (schema as unknown as z.ZodNumber).isInt;
      const bounds = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
      return { widget: "number", value_type: int ? "int" : "float", ...bounds };
    }
    case "enum":
      return { widget: "select", options: Object.values(d.entries as Record<string, string>) };
    case "union":
      return { widget: "select", options: (d.options as Schema[]).flatMap((o) => def(o).values as (string | number)[]) };
    case "array": {
      const element = d.element as Schema;
      const items = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
      return def(element).type === "object"
        ? { widget: "list", ...items, fields: fieldsOf(element) }
        : { widget: "list", ...items, field: { name: "item", label: labelOf(name), ...widgetOf(name, element) } };
    }
    case "tuple": {
      const parts = d.items as Schema[];
      return { widget: "list", min: parts.length, max: parts.length, field: { name: "item", label: labelOf(name), ...widgetOf(name, parts[0]) } };
    }
    case "object":
      return { widget: "object", fields: fieldsOf(schema) };
    default:
      throw new Error(`model: no editor widget for a ${d.type} field (${name})`);
  }
}

const fieldsOf = (object: Schema): Field[] =>
  Object.entries(def(object).shape as Record<string, Schema>).map(([key, field]) => cmsField(key, field));

/** A file's fields; a file whose root is a list is one root list field. */
function fileFields(schema: Schema): Field[] {
  if (def(schema).type !== "array") return fieldsOf(schema);
  return [{ ...cmsField("items", schema), label: "Entries", root: true }];
}

export interface CmsOptions {
  /** The Git backend: { name: "github", repo: "owner/name", branch: "main" }, or { name: "test-repo" }. */
  backend: Record<string, unknown>;
}

/** The whole configuration, in the shape of Sveltia CMS's own JSON Schema (schema/sveltia-cms.json). */
export function cmsConfig({ backend }: CmsOptions): Record<string, unknown> {
  // Images live in content/images/; a field stores the path relative to its JSON file, as the check expects.
  const media = (publicFolder: string) => ({ media_folder: "/content/images", public_folder: publicFolder });
  return {
    backend,
    media_folder: "content/images",
    public_folder: "images",
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
            fields: shared ? fileFields(schema).map(({ i18n: _i18n, ...f }) => f) : fileFields(schema),
          };
        }),
      },
      ...Object.entries(folderSchemas).map(([folder, schema]) => ({
        name: folder,
        label: labelOf(folder),
        folder: `content/{{locale}}/${folder}`,
        i18n: true,
        extension: "json",
        format: "json",
        create: true,
        ...("slug" in (def(schema).shape as object) ? { identifier_field: "slug", slug: "{{fields.slug}}" } : { identifier_field: "name", slug: "{{slug}}" }),
        ...media("../images"),
        fields: fieldsOf(schema),
      })),
    ],
  };
}
