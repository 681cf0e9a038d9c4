import type { Content, Findings } from "../rule";

// A guide leads to packages by slug: each must be a package of content/packages/.

export function guidePackages(content: Content): Findings {
  const packages = content.folders.packages ?? [];
  if (!packages.length) return {};
  const slugs = new Set(packages.map((p) => p.data.slug));
  const known = [...slugs].sort().join(", ");
  return {
    errors: (content.markdown.guides ?? []).flatMap(({ file, data }) =>
      data.packages.flatMap((slug, i) => (slugs.has(slug) ? [] : [`${file} › packages › item ${i + 1}: unknown package "${slug}" (known: ${known})`])),
    ),
  };
}
