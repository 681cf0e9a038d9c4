import { z } from "zod";

/** Each pattern rule's own words, by its check: what the JSON Schemas and the editor's forms show. */
const patternRules = new WeakMap<z.core.$ZodCheck, { pattern: RegExp; message: string }>();

/**
 * A string's pattern and the words given when it is not met: `z.string().check(matches(/x/, "…"))`.
 * Kept here, as zod has no public reader for a check's pattern and message.
 */
export const matches = (pattern: RegExp, message: string) => {
  const check = z.regex(pattern, message);
  patternRules.set(check, { pattern, message });
  return check;
};

/** The pattern rule a check was made with by `matches`, if it was. */
export const patternRuleOf = (check: z.core.$ZodCheck) => patternRules.get(check);
