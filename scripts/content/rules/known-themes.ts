import type { Content, Findings } from "../rule";

// Every package and service names only themes of themes.json, and every theme has a package (its
// page, /packages/themes/SLUG, would otherwise list nothing). No package category may be called
// "themes": its page would take the address the theme pages live under.

export function knownThemes(content: Content): Findings {
  const themes = content.files["themes.json"] ?? [];
  if (!themes.length) return {};
  const slugs = new Set(themes.map((t) => t.slug));
  const known = [...slugs].join(", ");
  const tagged = [...(content.folders.packages ?? []), ...(content.folders.services ?? [])];
  return {
    errors: [
      ...tagged.flatMap(({ file, data }) =>
        data.themes.flatMap((theme, i) => (slugs.has(theme) ? [] : [`${file} › themes › item ${i + 1}: unknown theme "${theme}" (known: ${known})`])),
      ),
      ...themes
        .filter((t) => !(content.folders.packages ?? []).some((p) => p.data.themes.includes(t.slug)))
        .map((t) => `content/themes.json › ${t.slug}: no package in content/packages/ names this theme`),
      ...(content.files["package-categories.json"] ?? [])
        .filter((c) => c.slug === "themes")
        .map(() => 'content/package-categories.json › themes › slug: "themes" is taken by the theme pages (/packages/themes/...); choose another slug'),
    ],
  };
}
