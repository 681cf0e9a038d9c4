import { contactSchema, everyPageUiWords, searchSchema, tripGlanceSchema, uiSchema } from "./content";
import { itemSchemas, optionalInner, shapeOf, type Schema } from "./introspect";
import { kindOf } from "./kinds";

// GraphQL fragments of words the site reads whole (the enquiry form's, the interface's), written
// from the model by `npm run model:schemas` into one source file: Gatsby takes a query only as a
// literal in src/, so the file is generated rather than built at run time, and typegen types the
// fragments as it types any other. A word added to the model reaches the components with the next
// `npm run model:schemas`; a unit test fails while the committed file is stale.

export const fragmentsFile = "src/content-fragments.ts";

/** The selection of an object's fields, nested objects and lists of objects included: "{ a b { c } }". */
export function selectionOf(schema: Schema): string {
  const fields = Object.entries(shapeOf(schema)).map(([key, field]) => {
    let inner = optionalInner(field) ?? field;
    while (inner.type === "array") inner = itemSchemas(inner)[0];
    if (kindOf(inner) === "image") throw new Error(`model: ${key} is an image; fragments of words cannot select it`);
    return inner.type === "object" ? `${key} ${selectionOf(inner)}` : key;
  });
  return `{ ${fields.join(" ")} }`;
}

/** Some fields of an object, each with its selection. */
const fieldsOf = (schema: Schema, keys: readonly string[]) =>
  keys.map((key) => {
    const field = shapeOf(schema)[key];
    const inner = optionalInner(field) ?? field;
    return inner.type === "object" ? `${key} ${selectionOf(inner)}` : key;
  });

const fragments: { name: string; on: string; doc: string; fields: string[] }[] = [
  {
    name: "EnquiryFieldWords",
    on: "ContactJson",
    doc: "The enquiry form's words for its fields (model/enquiry-form.ts): labels, errors, the enquiry text's lines.",
    fields: fieldsOf(contactSchema, ["form", "errors", "summary"]),
  },
  {
    name: "UiWords",
    on: "UiJson",
    doc: "The interface words every page carries (content/ui.json; everyPageUiWords in the model).",
    fields: fieldsOf(uiSchema, everyPageUiWords),
  },
  {
    name: "TripWords",
    on: "UiJson",
    doc: "A package page's own words (content/ui.json › trip), with its page query.",
    fields: fieldsOf(uiSchema, ["trip"]),
  },
  {
    name: "SearchKindWords",
    on: "SearchJson",
    doc: "The names of the kinds of page a search result can be, one per `searchKind` in model/routes.ts (content/search.json).",
    fields: fieldsOf(searchSchema, ["kinds", "kindFilter"]),
  },
  {
    name: "TripGlanceWords",
    on: "TripGlanceJson",
    doc: "The grades and the trip-at-a-glance drawings' words (content/trip-glance.json), with the package page's and /packages' queries.",
    fields: [selectionOf(tripGlanceSchema).slice(2, -2)],
  },
];

const constName = (name: string) => name.replace(/^\w/, (c) => c.toLowerCase());

/** The generated file's text. */
export function fragmentsSource(): string {
  const blocks = fragments.map(
    ({ name, on, doc, fields }) =>
      `/** ${doc} */\nexport const ${constName(name)} = graphql\`\n  fragment ${name} on ${on} {\n${fields.map((f) => `    ${f}\n`).join("")}  }\n\`;\n`,
  );
  return `// Written by \`npm run model:schemas\` from the model (model/fragments.ts): edit the model, not this file.
// Gatsby reads GraphQL fragments from a file's exports and finds them by name (@public for knip).
import { graphql } from "gatsby";

${blocks.map((b) => b.replace(/^\/\*\* (.*) \*\/$/m, "/** @public $1 */")).join("\n")}`;
}
