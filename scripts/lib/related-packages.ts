// The packages a package page suggests: those of its own category first, then the rest, each in
// the editors' order. (Themes shared with it will rank next once packages have themes.)

export interface RelatedCandidate {
  slug: string;
  category: string;
  order: number;
}

/** The slugs of up to `count` packages to suggest beside `pkg`, from packages of the same language. */
export function relatedPackages(pkg: RelatedCandidate, all: readonly RelatedCandidate[], count = 3): string[] {
  const rank = (p: RelatedCandidate) => (p.category === pkg.category ? 0 : 1);
  return all
    .filter((p) => p.slug !== pkg.slug)
    .sort((a, b) => rank(a) - rank(b) || a.order - b.order || a.slug.localeCompare(b.slug))
    .slice(0, count)
    .map((p) => p.slug);
}
