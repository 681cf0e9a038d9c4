import type { Content, Findings } from "../rule";

// Every theme has a package (its page, /packages/themes/SLUG, would otherwise list nothing); that
// packages and services name known themes is the references rule's (known-references.ts). No
// package category may be called "themes": its page would take the address the theme pages live under.

export function knownThemes(content: Content): Findings {
  const themes = content.files["themes.json"] ?? [];
  if (!themes.length) return {};
  return {
    errors: [
      ...themes
        .filter((t) => !(content.folders.packages ?? []).some((p) => p.data.themes.includes(t.slug)))
        .map((t) => `content/themes.json › ${t.slug}: no package in content/packages/ names this theme`),
      ...(content.files["package-categories.json"] ?? [])
        .filter((c) => c.slug === "themes")
        .map(() => 'content/package-categories.json › themes › slug: "themes" is taken by the theme pages (/packages/themes/...); choose another slug'),
    ],
  };
}
