import type { Content, Findings } from "../rule";

// Every package names a category of package-categories.json, and every category has a package
// (an empty category would be a page listing nothing).

export function knownCategories(content: Content): Findings {
  const categories = content.files["package-categories.json"] ?? [];
  const packages = content.folders.packages ?? [];
  if (!categories.length) return {};
  const slugs = new Set(categories.map((c) => c.slug));
  return {
    errors: [
      ...packages
        .filter((p) => !slugs.has(p.data.category))
        .map((p) => `${p.file} › category: unknown package category "${p.data.category}" (known: ${[...slugs].join(", ")})`),
      ...categories
        .filter((c) => !packages.some((p) => p.data.category === c.slug))
        .map((c) => `content/package-categories.json › ${c.slug}: no package in content/packages/ has this category`),
    ],
  };
}
