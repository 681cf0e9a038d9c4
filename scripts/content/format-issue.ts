import type { z } from "zod";

type Issue = z.core.$ZodIssue & { input?: unknown };

const describeValue = (value: unknown): string => {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "string") return `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`;
  return typeof value === "object" ? "an object" : `${typeof value} ${String(value)}`;
};

const plural = (n: number | bigint, word: string) => `${n} ${word}${Number(n) === 1 ? "" : "s"}`;

/** Turns one zod issue into the plain sentence an editor reads after the field's name. */
export function formatIssue(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined
        ? "is required but missing"
        : `should be ${issue.expected === "array" ? "a list" : `a ${issue.expected}`}, found ${describeValue(issue.input)}`;
    case "unrecognized_keys":
      return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")} (misspelt?)`;
    case "too_small":
    case "too_big": {
      const bound = issue.code === "too_small" ? issue.minimum : issue.maximum;
      if (issue.origin === "array") {
        const found = Array.isArray(issue.input) ? issue.input.length : "?";
        const how = issue.exact ? "exactly" : issue.code === "too_small" ? "at least" : "at most";
        return `expected ${how} ${plural(bound, "item")}, found ${found}`;
      }
      if (issue.origin === "string") {
        const found = typeof issue.input === "string" ? issue.input.length : "?";
        if (bound === 1 && issue.code === "too_small") return "must not be empty";
        return `must be ${issue.code === "too_small" ? "at least" : "at most"} ${plural(bound, "character")}, found ${found}`;
      }
      // positive() and negative() exclude their bound: 0 is not "at least 0".
      const than = issue.inclusive === false ? (issue.code === "too_small" ? "more than" : "less than") : issue.code === "too_small" ? "at least" : "at most";
      // A message written in the schema is a hint for this field (e.g. what to do instead of a price of 0).
      const hint = /^Too (small|big)/.test(issue.message) ? "" : `; ${issue.message}`;
      return `must be ${than} ${String(bound)}, found ${describeValue(issue.input)}${hint}`;
    }
    case "invalid_value":
      // A message written in the schema (e.g. unknown icon) says it better than the list of values.
      if (!issue.message.startsWith("Invalid")) return issue.message;
      return `must be one of ${issue.values.map((v) => JSON.stringify(v)).join(", ")}, found ${describeValue(issue.input)}`;
    default:
      return issue.input === undefined ? issue.message : `${issue.message}, found ${describeValue(issue.input)}`;
  }
}
