/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import Ajv from "ajv";
import { fileSchemas, folderSchemas, image, locales, markdownFolders } from "..";
import { cmsConfig, cmsField, glossaryHint } from "../cms-config";
import { choicesOf, itemSchemas, optionalInner, shapeOf, type Schema } from "../introspect";
import { kindOf } from "../kinds";
import { referenceOf } from "../references";

type Field = {
  name: string;
  widget: string;
  i18n?: true | "duplicate";
  required?: boolean;
  options?: unknown[];
  fields?: Field[];
  field?: Field;
  root?: boolean;
  multiple?: boolean;
};
const config = cmsConfig({ backend: { name: "github", repo: "owner/site", branch: "main" } }) as {
  collections: { name: string; files?: { file: string; i18n?: boolean; fields: Field[] }[]; folder?: string; i18n?: boolean; fields?: Field[] }[];
  i18n: { locales: string[]; default_locale: string; omit_default_locale_from_file_path: boolean };
};

/** What a select saves: each option's value (an option may be { label, value }). */
const savedValues = (field: Field) => field.options?.map((o) => (typeof o === "object" && o !== null && "value" in o ? o.value : o));

/** Every difference between a zod field and its editor field, as "path: ..." lines. */
function differences(model: Schema, field: Field, at: string): string[] {
  const inner = optionalInner(model) ?? model;
  const optional = inner !== model;
  const out: string[] = [];
  if ((field.required === false) !== optional) out.push(`${at}: ${optional ? "optional" : "required"} in the model, not in the editor`);
  // A field naming other entries is a pick among them (one, or several for a list).
  const named = referenceOf(inner) ?? (inner.type === "array" ? referenceOf(itemSchemas(inner)[0]) : undefined);
  if (named) {
    const ok = field.widget === "relation" && Boolean(field.multiple) === (inner.type === "array");
    return ok ? out : [...out, `${at}: names a ${named.what} in the model, a ${field.widget} widget in the editor`];
  }
  // A list of fixed choices (a guide's best months) is one select of several.
  if (inner.type === "array" && itemSchemas(inner)[0].type === "enum") {
    const same = field.widget === "select" && field.multiple && JSON.stringify(savedValues(field)) === JSON.stringify(choicesOf(itemSchemas(inner)[0]));
    return same ? out : [...out, `${at}: a list of choices in the model, not a select of several in the editor`];
  }
  const kind = ["image", "colour", "date"].includes(kindOf(inner) ?? "") ? kindOf(inner)! : inner.type;
  const expected: Record<string, string[]> = {
    image: ["image"],
    colour: ["color"],
    date: ["datetime"],
    string: ["string", "text"],
    boolean: ["boolean"],
    number: ["number"],
    enum: ["select"],
    union: ["select"],
    array: ["list"],
    tuple: ["list"],
    object: ["object"],
  };
  if (!expected[kind]?.includes(field.widget)) return [...out, `${at}: a ${kind} in the model, a ${field.widget} widget in the editor`];
  if (kind === "enum") {
    const values = choicesOf(inner);
    if (JSON.stringify(values) !== JSON.stringify(savedValues(field))) out.push(`${at}: options differ`);
  }
  if (kind === "object") out.push(...objectDifferences(inner, field.fields ?? [], at));
  if (kind === "array" || kind === "tuple") {
    const element = itemSchemas(inner)[0];
    out.push(
      ...(field.fields ? objectDifferences(element, field.fields, `${at}[]`) : differences(element, { ...field.field!, required: undefined }, `${at}[]`)),
    );
  }
  return out;
}

function objectDifferences(model: Schema, fields: Field[], at: string): string[] {
  const shape = shapeOf(model);
  const names = fields.map((f) => f.name);
  return [
    ...(JSON.stringify(names) !== JSON.stringify(Object.keys(shape))
      ? [`${at}: fields ${names.join(",")} but the model has ${Object.keys(shape).join(",")}`]
      : []),
    ...fields.flatMap((f) => (shape[f.name] ? differences(shape[f.name], f, `${at}.${f.name}`) : [])),
  ];
}

// The pinned package's own schema of its configuration (not in its exports map, so read as a file).
const cmsSchema = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "..", "node_modules", "@sveltia", "cms", "schema", "sveltia-cms.json"), "utf8"));

describe("the editor UI's configuration", () => {
  it("is valid for Sveltia CMS (its own JSON Schema)", () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    ajv.addFormat("uri", (value: string) => URL.canParse(value));
    // The CMS's schema marks patterns as format "regex": each of ours must compile.
    ajv.addFormat("regex", (source: string) => {
      try {
        return new RegExp(source) instanceof RegExp;
      } catch {
        return false;
      }
    });
    const validate = ajv.compile(cmsSchema);
    validate(config);
    expect(validate.errors ?? []).toEqual([]);
    expect(validate({ ...config, colections: config.collections })).toBe(false);
  });

  it.each(Object.entries(fileSchemas))("edits content/%s with the model's fields, widgets and rules", (file, schema) => {
    const entry = config.collections.find((c) => c.name === "site")!.files!.find((f) => f.file.replace("{{locale}}/", "") === `content/${file}`)!;
    const fields = entry.fields;
    const diff =
      schema.type === "array"
        ? fields[0].root
          ? differences(schema, { ...fields[0], required: undefined }, file)
          : ["not a root list"]
        : objectDifferences(schema, fields, file);
    expect(diff).toEqual([]);
  });

  it.each(Object.entries(folderSchemas))("edits content/%s/*.json with the model's fields", (folder, schema) => {
    const collection = config.collections.find((c) => c.folder === `content/{{locale}}/${folder}`)!;
    expect(objectDifferences(schema, collection.fields!, folder)).toEqual([]);
  });

  it.each(Object.entries(markdownFolders))("edits content/%s/*.md: the front matter's fields as a form, then the body in Markdown", (folder, schema) => {
    const collection = config.collections.find((c) => c.folder === `content/{{locale}}/${folder}`)!;
    expect(collection).toMatchObject({ extension: "md", format: "frontmatter", i18n: { initial_locales: ["en"] }, create: true });
    const body = collection.fields!.at(-1)!;
    expect(body).toMatchObject({ name: "body", widget: "markdown", i18n: true });
    expect(objectDifferences(schema, collection.fields!.slice(0, -1), folder)).toEqual([]);
  });

  it("offers the entries a field names to pick from, showing their names and saving their slugs", () => {
    const packages = config.collections.find((c) => c.folder === "content/{{locale}}/packages")!.fields!;
    const byName = (name: string) => packages.find((f) => f.name === name) as Field & Record<string, unknown>;
    expect(byName("category")).toMatchObject({
      widget: "relation",
      collection: "site",
      file: "package-categories",
      value_field: "items.*.slug",
      display_fields: ["items.*.name"],
    });
    expect(byName("themes")).toMatchObject({
      widget: "relation",
      multiple: true,
      min: 1,
      file: "themes",
      value_field: "items.*.slug",
      display_fields: ["items.*.name"],
    });
    const guides = config.collections.find((c) => c.folder === "content/{{locale}}/guides")!.fields!;
    expect(guides.find((f) => f.name === "packages")).toMatchObject({
      widget: "relation",
      multiple: true,
      collection: "packages",
      value_field: "slug",
      display_fields: ["title"],
    });
    // Each names a collection and file the configuration has.
    for (const f of [byName("category"), byName("themes")]) {
      const site = config.collections.find((c) => c.name === f.collection)! as { files?: { name: string }[] };
      expect(site.files!.map((x) => x.name)).toContain(f.file);
    }
  });

  it("picks a departure's date from a calendar, saved as YYYY-MM-DD", () => {
    const packages = config.collections.find((c) => c.folder === "content/{{locale}}/packages")!.fields!;
    const departures = packages.find((f) => f.name === "departures")!.fields!;
    const date = departures.find((f) => f.name === "dates")!.fields!.find((f) => f.name === "date") as Field & Record<string, unknown>;
    expect(date).toMatchObject({ widget: "datetime", type: "date", format: "YYYY-MM-DD" });
  });

  it("edits a package's offers: their kind as a choice, their first and last days from a calendar", () => {
    const packages = config.collections.find((c) => c.folder === "content/{{locale}}/packages")!.fields!;
    const offers = packages.find((f) => f.name === "offers")!;
    expect(offers).toMatchObject({ widget: "list", required: false });
    const field = (name: string) => offers.fields!.find((f) => f.name === name) as Field & Record<string, unknown>;
    expect(field("kind").options).toEqual([
      { label: "Early bird", value: "earlyBird" },
      { label: "Group", value: "group" },
    ]);
    for (const name of ["validFrom", "validThrough"]) expect(field(name)).toMatchObject({ widget: "datetime", type: "date", format: "YYYY-MM-DD" });
    expect(field("minTravellers")).toMatchObject({ widget: "number", required: false });
  });

  it("asks for a few-seats date's seats left, and the day they were counted from a calendar, both optional fields", () => {
    const packages = config.collections.find((c) => c.folder === "content/{{locale}}/packages")!.fields!;
    const departures = packages.find((f) => f.name === "departures")!.fields!;
    const dated = departures.find((f) => f.name === "dates")!.fields! as (Field & Record<string, unknown>)[];
    expect(dated.find((f) => f.name === "seatsLeft")).toMatchObject({ widget: "number", value_type: "int", min: 1, required: false });
    expect(dated.find((f) => f.name === "countedOn")).toMatchObject({ widget: "datetime", type: "date", format: "YYYY-MM-DD", required: false });
  });

  it("asks for a night's altitude and position as numbers in their units, and a package's grade and a night on board as choices", () => {
    const packages = config.collections.find((c) => c.folder === "content/{{locale}}/packages")!.fields! as (Field & Record<string, unknown>)[];
    expect(packages.find((f) => f.name === "grade")).toMatchObject({ widget: "select", i18n: "duplicate" });
    expect(savedValues(packages.find((f) => f.name === "grade")!)).toEqual(["easy", "moderate", "challenging", "strenuous"]);
    const day = packages.find((f) => f.name === "itinerary")!.fields!;
    const stay = day.find((f) => f.name === "stay")!.fields! as (Field & Record<string, unknown>)[];
    const field = (name: string) => stay.find((f) => f.name === name);
    expect(field("altitude")).toMatchObject({ widget: "number", value_type: "int", min: -50, max: 6000, hint: expect.stringContaining("in metres") });
    expect(field("latitude")).toMatchObject({ widget: "number", value_type: "float", min: -90, max: 90, hint: expect.stringContaining("decimal degrees") });
    expect(field("longitude")).toMatchObject({ widget: "number", value_type: "float", min: -180, max: 180, hint: expect.stringContaining("decimal degrees") });
    expect(savedValues(field("onboard")!)).toEqual(["ship", "train"]);
    expect(day.find((f) => f.name === "restDay")).toMatchObject({ widget: "boolean", required: false });
  });

  it("lets a service name the packages its page lists, from those that exist", () => {
    const services = config.collections.find((c) => c.folder === "content/{{locale}}/services")!.fields! as (Field & Record<string, unknown>)[];
    expect(services.find((f) => f.name === "packages")).toMatchObject({ widget: "relation", multiple: true, required: false });
  });

  it("shows a choice's words and saves the model's value", () => {
    const packages = config.collections.find((c) => c.folder === "content/{{locale}}/packages")!.fields!;
    const departures = packages.find((f) => f.name === "departures")!.fields!;
    const status = departures.find((f) => f.name === "dates")!.fields!.find((f) => f.name === "status")!;
    expect(status.options).toEqual([
      { label: "Available", value: "available" },
      { label: "Few seats", value: "fewSeats" },
      { label: "Sold out", value: "soldOut" },
    ]);
  });

  // The editor refuses to save a required list left empty ("This field is required"), and writes an
  // optional one left empty as nothing at all: a list the model lets be empty must be optional.
  it("lets every list that may be empty be saved empty", () => {
    const mayNotBeEmpty: string[] = [];
    const walk = (fields: (Field & { min?: number })[], at: string) => {
      for (const f of fields) {
        const several = f.widget === "list" || f.multiple;
        if (several && !f.root && f.required !== false && !(f.min !== undefined && f.min >= 1)) mayNotBeEmpty.push(`${at}.${f.name}`);
        walk([...(f.fields ?? []), ...(f.field ? [f.field] : [])], `${at}.${f.name}`);
      }
    };
    for (const c of config.collections) for (const f of c.files ?? [{ file: c.name, fields: c.fields! }]) walk(f.fields, f.file);
    expect(mayNotBeEmpty).toEqual([]);
  });

  // The editor lets a translation add items only to a list whose item field is translated.
  it("lets the Hindi pane fill a translated list of plain values (a package's highlights)", () => {
    const packages = config.collections.find((c) => c.folder === "content/{{locale}}/packages")!.fields!;
    for (const name of ["summary", "highlights", "inclusions", "exclusions"]) {
      const list = packages.find((f) => f.name === name)!;
      expect([name, list.i18n, list.field?.i18n]).toEqual([name, true, true]);
    }
    const service = config.collections.find((c) => c.folder === "content/{{locale}}/services")!.fields!;
    const keywords = service.find((f) => f.name === "keywords")!;
    expect(keywords.field?.i18n ?? keywords.i18n).toBe("duplicate");
  });

  it("offers only the site's own photos, no stock photo library", () => {
    expect(config).toMatchObject({ media_folder: "content/images", media_libraries: { stock_assets: { providers: [] } } });
  });

  it("starts a new package or guide in English alone, and asks every other kind for every language", () => {
    const i18nOf = (folder: string) => config.collections.find((c) => c.folder === `content/{{locale}}/${folder}`)!.i18n as unknown;
    expect(i18nOf("packages")).toEqual({ initial_locales: ["en"] });
    expect(i18nOf("guides")).toEqual({ initial_locales: ["en"] });
    expect(i18nOf("services")).toBe(true);
    expect(i18nOf("team")).toBe(true);
  });

  it("shows the check's rules as hints where they apply", () => {
    const packages = config.collections.find((c) => c.folder === "content/{{locale}}/packages")!.fields!;
    const hint = (name: string) => (packages.find((f) => f.name === name) as Field & { hint?: string }).hint;
    expect(hint("slug")).toContain("page's address");
    expect(hint("itinerary")).toContain('as many entries as "days"');
    const price = packages.find((f) => f.name === "price")!.fields!;
    expect((price.find((f) => f.name === "tiers") as Field & { hint?: string }).hint).toContain('at least "from"');
  });

  it("keeps the check's patterns and messages, and images as paths beside the JSON file", () => {
    const slugField = config.collections.find((c) => c.folder === "content/{{locale}}/services")!.fields!.find((f) => f.name === "slug") as Field & {
      pattern: [string, string];
    };
    expect(slugField.pattern[1]).toBe("must be lowercase words joined by hyphens");
    expect(new RegExp(slugField.pattern[0]).test("Beach Holidays")).toBe(false);
    expect(config.collections.find((c) => c.folder === "content/{{locale}}/services")).toMatchObject({
      media_folder: "/content/images",
      public_folder: "../images",
    });
    // Hints come from the model's descriptions.
    expect(slugField).toMatchObject({ hint: expect.stringContaining("page's address") });
  });

  it("edits every language: English in content/, Hindi in content/hi/, the glossary once", () => {
    expect(config.i18n).toMatchObject({ locales: [...locales], default_locale: "en", omit_default_locale_from_file_path: true });
    const site = config.collections.find((c) => c.name === "site")!;
    for (const { file, i18n } of site.files!) {
      if (file === "content/glossary.json") expect(i18n).toBe(false);
      else expect(file).toMatch(/^content\/\{\{locale\}\}\/[a-z-]+\.json$/);
    }
    for (const folder of Object.keys(folderSchemas)) expect(config.collections.some((c) => c.folder === `content/{{locale}}/${folder}` && c.i18n)).toBe(true);
  });

  it("translates text and copies every other field to each language, as the check requires", () => {
    const service = config.collections.find((c) => c.folder === "content/{{locale}}/services")!.fields!;
    const byName = (name: string) => service.find((f) => f.name === name)!;
    expect(["name", "shortDescription", "details", "faqs"].map((n) => byName(n).i18n)).toEqual([true, true, true, true]);
    expect(["slug", "order", "icon", "image", "keywords"].map((n) => byName(n).i18n)).toEqual(Array(5).fill("duplicate"));
    const gallery = config.collections.find((c) => c.name === "site")!.files!.find((f) => f.file.endsWith("/gallery.json"))!.fields[0];
    expect(gallery.i18n).toBe(true);
    expect(Object.fromEntries(gallery.fields!.map((f) => [f.name, f.i18n]))).toEqual({ title: true, image: "duplicate", imageAlt: true });
    const ui = config.collections.find((c) => c.name === "site")!.files!.find((f) => f.file.endsWith("/ui.json"))!.fields;
    expect(ui.find((f) => f.name === "locale")!.i18n).toBe(true);
  });

  it("points every text field to the glossary, for its Hindi pane, and offers the glossary as a file of the site", () => {
    const service = config.collections.find((c) => c.folder === "content/{{locale}}/services")!.fields!;
    const byName = (name: string) => service.find((f) => f.name === name)! as Field & { hint?: string };
    // Translated text, one line or long, gets the hint after its own description; a slug or an image none.
    for (const name of ["name", "shortDescription", "imageAlt", "highlights", "details"]) expect(byName(name).hint).toContain(glossaryHint);
    expect(byName("imageAlt").hint).toMatch(/^What the photo shows.* Hindi: write the words of the \[glossary\]\(#\/collections\/site\/entries\/glossary\)/);
    for (const name of ["slug", "image", "icon", "keywords"]) expect(byName(name).hint ?? "").not.toContain("glossary");
    const glossary = config.collections.find((c) => c.name === "site")!.files!.find((f) => f.file === "content/glossary.json")!;
    expect(glossary).toMatchObject({ name: "glossary", label: "Glossary", i18n: false });
    // The glossary's own fields do not point at themselves.
    expect(JSON.stringify(glossary.fields)).not.toContain(glossaryHint);
  });

  it("reports a model field the editor would miss", () => {
    const field = cmsField("photo", image.optional()) as unknown as Field;
    expect(differences(image, field, "x")).toEqual(["x: required in the model, not in the editor"]);
  });
});
