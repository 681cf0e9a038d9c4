import { z } from "zod";
import { patternRuleOf } from "./patterns";

// Reading a zod schema's structure for the generators (GraphQL, JSON Schema, editor config), the
// translation rules and the check, through zod 4 classic's public API: `.type`, `.shape`,
// `.element`, `.unwrap()`, `.options`, `.def.items`. What a field is comes from model/kinds.ts.
export type Schema = z.ZodType;

/** An optional field's inner schema, or undefined for a required one. */
export const optionalInner = (schema: Schema): Schema | undefined => (schema instanceof z.ZodOptional ? (schema.unwrap() as Schema) : undefined);

/** An object's fields by name. */
export const shapeOf = (schema: Schema): Record<string, Schema> => (schema as z.ZodObject).shape as Record<string, Schema>;

/** The schemas a list's items follow: one for an array, one per place for a tuple. */
export const itemSchemas = (schema: Schema): Schema[] =>
  schema instanceof z.ZodArray ? [schema.element as Schema] : schema instanceof z.ZodTuple ? (schema.def.items as Schema[]) : [];

/** The values an enum or a union of literals allows. */
export function choicesOf(schema: Schema): (string | number)[] {
  if (schema instanceof z.ZodEnum) return schema.options as (string | number)[];
  if (schema instanceof z.ZodUnion)
    return (schema.options as Schema[]).flatMap((o) => (o instanceof z.ZodLiteral ? ([...o.values] as (string | number)[]) : []));
  return [];
}

/** Is this a union of integer literals (`1 | 2`), the only union the model uses? */
export const isIntChoice = (schema: Schema): boolean =>
  schema instanceof z.ZodUnion && (schema.options as Schema[]).every((o) => o instanceof z.ZodLiteral && [...o.values].every(Number.isInteger));

export const isInt = (schema: Schema): boolean => (schema as z.ZodNumber).isInt;

/**
 * A string's pattern rules with the words each gives, in order (made with `matches`, which keeps
 * them): the JSON Schemas and the CMS forms show the check's own words under a mistake.
 */
export function regexRules(schema: Schema): { pattern: RegExp; message?: string }[] {
  const checks = (schema.def as { checks?: z.core.$ZodCheck[] }).checks ?? [];
  return checks.flatMap((check) => {
    const rule = patternRuleOf(check);
    return rule ? [rule] : [];
  });
}
