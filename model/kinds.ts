import { z } from "zod";
import { optionalInner, type Schema } from "./introspect";

// What a field IS, said once where the field's primitive is declared (model/primitives.ts) and read by
// every reader of the model: the content check (which images to look for, which links to follow),
// the GraphQL types, the JSON Schemas, the CMS forms and the translation rules. Never guessed from a
// field's name or its regex. A schema derived from a primitive (text.max(60), image.describe(...))
// keeps its kind: zod's registries pass metadata on to derived schemas.

export type FieldKind =
  /** One line written anew in each language. */
  | "text"
  /** Sentences or paragraphs written anew in each language: a multi-line box in the CMS. */
  | "longText"
  /** A .jpg or .png in content/images/, relative to the JSON file: the check finds it, GraphQL makes it a File. */
  | "image"
  /** A page of this site ("/services/beach"): the check makes sure a page answers there. */
  | "sitePath"
  /** An address on another site (https://...). */
  | "httpsUrl"
  /** Lowercase words joined by hyphens that become a page's address. */
  | "slug"
  /** One of the icon names of model/icons.ts. */
  | "icon"
  /** A colour as "#rrggbb": a colour picker in the CMS and a swatch in VS Code. */
  | "colour"
  /** A day in the calendar as "YYYY-MM-DD", no time and no time zone: a date picker in the CMS. */
  | "date";

export interface FieldMeta {
  kind: FieldKind;
  /** An image shown full-width (page hero, carousel slide): the check asks for a wide enough file. */
  hero?: boolean;
}

export const fieldKinds = z.registry<FieldMeta>();

/** Kinds whose values differ between languages; every other field is the same in every language. */
const translatedKinds: ReadonlySet<FieldKind> = new Set(["text", "longText"]);

/** A copy of a schema with a kind (a copy, so the primitive it derives from keeps its own). */
export function withKind<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  const copy = schema.clone();
  fieldKinds.add(copy, meta);
  return copy;
}

/** The field's kind and its details, or undefined for a field of no particular kind (a number, a phone number...). */
export const metaOf = (schema: Schema): FieldMeta | undefined => fieldKinds.get(schema);
export const kindOf = (schema: Schema): FieldKind | undefined => metaOf(schema)?.kind;
export const isTranslatedKind = (kind: FieldKind | undefined) => kind !== undefined && translatedKinds.has(kind);

export interface KindValue {
  /** Where, as a path into the data (as zod reports issues). */
  path: PropertyKey[];
  value: string;
  meta: FieldMeta;
}

/**
 * Every string in the data held by a field of the kind, found through the schema rather than by key
 * name: a new field `cover: image` is found as `image` is. Data that does not fit the schema is
 * skipped where it does not fit (the schema check reports it), so this also runs on invalid files.
 */
export function valuesOfKind(schema: Schema, data: unknown, kind: FieldKind): KindValue[] {
  return valuesWith(schema, data, (s) => (metaOf(s)?.kind === kind ? metaOf(s) : undefined));
}

/** Every string in the data held by a field the reader finds metadata on (its kind, what it refers to...), with that metadata. */
export function valuesWith<M>(
  schema: Schema,
  data: unknown,
  read: (schema: Schema) => M | undefined,
  path: PropertyKey[] = [],
): { path: PropertyKey[]; value: string; meta: M }[] {
  const inner = optionalInner(schema) ?? schema;
  if (inner !== schema) return data === undefined ? [] : valuesWith(inner, data, read, path);
  const meta = read(schema);
  if (meta !== undefined) return typeof data === "string" ? [{ path, value: data, meta }] : [];
  if (schema instanceof z.ZodObject) {
    if (!data || typeof data !== "object" || Array.isArray(data)) return [];
    const record = data as Record<string, unknown>;
    return Object.entries(schema.shape as Record<string, Schema>).flatMap(([key, field]) =>
      key in record ? valuesWith(field, record[key], read, [...path, key]) : [],
    );
  }
  if (schema instanceof z.ZodArray) {
    return Array.isArray(data) ? data.flatMap((item, i) => valuesWith(schema.element as Schema, item, read, [...path, i])) : [];
  }
  if (schema instanceof z.ZodTuple) {
    const items = schema.def.items as Schema[];
    return Array.isArray(data) ? data.flatMap((item, i) => (items[i] ? valuesWith(items[i], item, read, [...path, i]) : [])) : [];
  }
  return [];
}
