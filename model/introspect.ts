import type { z } from "zod";

// Reading a zod schema's definition, shared by the generators (GraphQL, editor config) and tests.
export type Schema = z.core.$ZodType;
export const def = (s: Schema) => s._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
