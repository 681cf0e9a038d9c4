import type { ReactNode } from "react";
import { PageHero } from "./page-hero";

/** An inner page: the hero of its content/pages.json entry, then its own sections. */
export function HeroPage({ page, children }: { page: Queries.PageHeroFragment | null; children: ReactNode }) {
  if (!page) return null;
  return (
    <>
      <PageHero page={page} />
      {children}
    </>
  );
}
