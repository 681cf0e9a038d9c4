// The packages a package page suggests: those of its own category first, then those sharing more
// of its themes, each tie in the editors' order.

export interface RelatedCandidate {
  slug: string;
  category: string;
  order: number;
  /** Theme slugs (content/themes.json). */
  themes?: readonly string[] | null;
}

/** The slugs of up to `count` packages to suggest beside `pkg`, from packages of the same language. */
export function relatedPackages(pkg: RelatedCandidate, all: readonly RelatedCandidate[], count = 3): string[] {
  const rank = (p: RelatedCandidate) => (p.category === pkg.category ? 0 : 1);
  const shared = (p: RelatedCandidate) => (p.themes ?? []).filter((t) => pkg.themes?.includes(t)).length;
  return all
    .filter((p) => p.slug !== pkg.slug)
    .sort((a, b) => rank(a) - rank(b) || shared(b) - shared(a) || a.order - b.order || a.slug.localeCompare(b.slug))
    .slice(0, count)
    .map((p) => p.slug);
}
