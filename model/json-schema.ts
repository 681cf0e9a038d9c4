import { z } from "zod";
import { fileSchemas, folderSchemas } from "./content";
import { prefixedLocales, sharedContentFiles } from "./locales";
import { regexRules } from "./introspect";
import { kindOf } from "./kinds";

// JSON Schemas for editors (VS Code: .vscode/settings.json maps them to the files), generated from
// the model by `npm run model:schemas` into model/schemas/. The model's rules are regexes and
// lengths without flags, so these are exactly as strict as the check; each pattern carries the
// check's own message, which VS Code shows under a mistake. A colour field (its kind) gets VS Code's
// "color-hex" format, which shows a swatch and a colour picker beside the value.

export const schemaDir = "model/schemas";

/** content/hero-slides.json -> hero-slides.schema.json; content/services/*.json -> services.schema.json */
export const schemaFileName = (fileOrFolder: string) => `${fileOrFolder.replace(/\.json$/, "")}.schema.json`;

/** The content files a schema applies to, as VS Code fileMatch patterns: English and every translation (content/hi/). */
const fileMatch = (fileOrFolder: string) => {
  const file = fileOrFolder.endsWith(".json") ? fileOrFolder : `${fileOrFolder}/*.json`;
  const translated = (sharedContentFiles as readonly string[]).includes(fileOrFolder) ? [] : prefixedLocales;
  return [`/content/${file}`, ...translated.map((l) => `/content/${l}/${file}`)];
};

function jsonSchema(fileOrFolder: string, schema: z.ZodType): Record<string, unknown> {
  const generated = z.toJSONSchema(schema, {
    target: "draft-7",
    io: "input",
    override: ({ zodSchema, jsonSchema: out }) => {
      const schema = zodSchema as unknown as z.ZodType;
      for (const { message } of regexRules(schema)) {
        if (message !== undefined) (out as Record<string, unknown>).patternErrorMessage = message;
      }
      if (kindOf(schema) === "colour") (out as Record<string, unknown>).format = "color-hex";
    },
  });
  const { $schema, ...rest } = generated;
  return { $schema, title: `content/${fileOrFolder}${fileOrFolder.endsWith(".json") ? "" : "/*.json"}`, ...rest };
}

/** The json.schemas entries of .vscode/settings.json. */
export const vscodeSchemaMap = () => jsonSchemaFiles().map(({ name, match }) => ({ fileMatch: match, url: `./${schemaDir}/${name}` }));

/** Every schema file's name and text, as written to model/schemas/. */
export function jsonSchemaFiles(): { name: string; match: string[]; text: string }[] {
  return [...Object.entries(fileSchemas), ...Object.entries(folderSchemas)].map(([key, schema]) => ({
    name: schemaFileName(key),
    match: fileMatch(key),
    text: `${JSON.stringify(jsonSchema(key, schema), null, 2)}\n`,
  }));
}
