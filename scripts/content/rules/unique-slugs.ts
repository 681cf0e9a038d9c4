import type { Content, Findings } from "../rule";

// Slugs become addresses (/services/beach): two services, packages, package categories, themes or guides cannot share one.

interface Slugged {
  /** Where the entry is, as messages name it. */
  at: string;
  slug: string;
}

const duplicates = (items: Slugged[], what: string): string[] => {
  const seen = new Map<string, string>();
  return items.flatMap(({ at, slug }) => {
    if (seen.has(slug)) return [`${at} › slug: duplicate ${what} slug "${slug}" (also in ${seen.get(slug)})`];
    seen.set(slug, at);
    return [];
  });
};

export function uniqueSlugs(content: Content): Findings {
  const ofFolder = (entries: { file: string; data: { slug: string } }[] = []) => entries.map((e) => ({ at: e.file, slug: e.data.slug }));
  const categories = (content.files["package-categories.json"] ?? []).map((c, i) => ({ at: `content/package-categories.json › entry ${i + 1}`, slug: c.slug }));
  const themes = (content.files["themes.json"] ?? []).map((t, i) => ({ at: `content/themes.json › entry ${i + 1}`, slug: t.slug }));
  return {
    errors: [
      ...duplicates(ofFolder(content.folders.services), "service"),
      ...duplicates(ofFolder(content.folders.packages), "package"),
      ...duplicates(categories, "package category"),
      ...duplicates(themes, "theme"),
      ...duplicates(ofFolder(content.markdown.guides), "guide"),
    ],
  };
}
