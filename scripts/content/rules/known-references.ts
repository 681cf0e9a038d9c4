import { valuesWith, type FrontMatter } from "../../../model";
import { referenceOf, type ReferenceSource } from "../../../model/references";
import { where } from "../entries";
import type { Content, Findings } from "../rule";

// Every field the model marks as naming another entry (model/references.ts: a package's category
// and themes, a service's themes, a guide's packages) names one that exists.

/** The slugs of a source's entries, in content order. */
function slugsOf(content: Content, source: ReferenceSource): string[] {
  if (source.endsWith(".json")) return ((content.files[source as keyof Content["files"]] ?? []) as unknown as { slug: string }[]).map((e) => e.slug);
  const entries = content.folders[source as keyof Content["folders"]] ?? content.markdown[source as keyof Content["markdown"]] ?? [];
  return (entries as { data: FrontMatter<"guides"> | { slug: string } }[]).map((e) => e.data.slug);
}

export function knownReferences(content: Content): Findings {
  const errors: string[] = [];
  for (const entry of content.entries) {
    for (const { path, value, meta } of valuesWith(entry.schema, entry.data, referenceOf)) {
      const known = slugsOf(content, meta.source);
      // Nothing to compare with when the source itself failed its schema (reported there).
      if (!known.length || known.includes(value)) continue;
      errors.push(`${where(entry.file, entry.data, path)}: unknown ${meta.what} "${value}" (known: ${known.join(", ")})`);
    }
  }
  return { errors };
}
