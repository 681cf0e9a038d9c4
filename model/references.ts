import { z } from "zod";
import { slug } from "./primitives";
import type { Schema } from "./introspect";

// A field whose value names another entry of content/ by its slug (a package's category, its
// themes, a guide's packages) says which, once, here: the check makes sure the entry exists, the
// editor's form offers the entries to pick from, and the JSON Schemas say where they come from.

/** Where the named entries live: a folder of entries (JSON or Markdown) or a file holding a list. */
export type ReferenceSource = "packages" | "services" | "guides" | "package-categories.json" | "themes.json";

export interface Reference {
  source: ReferenceSource;
  /** What an entry is called in messages: "package category", "theme". */
  what: string;
}

const references = z.registry<Reference>();

/** A slug that names an entry of `source`. */
export function slugOf(source: ReferenceSource, what: string): typeof slug {
  const where = source.endsWith(".json") ? `content/${source}` : `content/${source}/`;
  const copy = slug.clone().describe(`A ${what} from ${where}, named by its slug.`);
  references.add(copy, { source, what });
  return copy;
}

/** What a field refers to, if it names another entry. */
export const referenceOf = (schema: Schema): Reference | undefined => references.get(schema);
