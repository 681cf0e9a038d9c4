import type { Content, Findings } from "../rule";

// Every category has a package (an empty category would be a page listing nothing). That each
// package names a known category is the references rule's (known-references.ts).

export function knownCategories(content: Content): Findings {
  const categories = content.files["package-categories.json"] ?? [];
  const packages = content.folders.packages ?? [];
  if (!categories.length) return {};
  return {
    errors: [
      ...categories
        .filter((c) => !packages.some((p) => p.data.category === c.slug))
        .map((c) => `content/package-categories.json › ${c.slug}: no package in content/packages/ has this category`),
    ],
  };
}
