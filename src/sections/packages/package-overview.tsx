import type { ComponentProps } from "react";
import { ButtonLink } from "../../components/button-link";
import { SectionHeading } from "../../components/section-heading";
import { PackageCard } from "./package-card";
import { PackageRow } from "./package-row";
import { theme } from "../../styles/theme";
import { listGrid, plainList } from "../../styles/lists";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { fill } from "../../utils/fill";

type Card = Omit<ComponentProps<typeof PackageCard>, "compact">;
type Row = ComponentProps<typeof PackageRow> & { slug: string };

export interface PackageOverviewCategory {
  slug: string;
  path: string;
  name: string;
  title: string;
  description: string;
  /** Its first packages, shown as cards (the content-pages plugin picks them by the content's cardsPerCategory). */
  cards: readonly Card[];
  /** Every other package of the category, listed as a line. */
  more: readonly Row[];
}

interface PackageOverviewProps {
  categories: readonly PackageOverviewCategory[];
  /** The heading of those lines: "More {name} packages". */
  more: string;
}

/**
 * Every package category, in order: its first packages as compact cards, every other one as a line
 * with a plain link to its page (no package is out of reach without scripts), and its own page.
 * The page stays light at any size: only the cards carry photos.
 */
export function PackageOverview({ categories, more }: PackageOverviewProps) {
  const ui = useUiStrings();
  return (
    <div css={{ display: "grid", gap: theme.space.xxl }}>
      {categories.map((category) => (
        <section key={category.slug} aria-labelledby={`category-${category.slug}`}>
          <SectionHeading
            id={`category-${category.slug}`}
            title={category.title}
            text={category.description}
            align="left"
            css={{ marginBottom: theme.space.lg }}
          />
          <ul aria-label={category.title} css={listGrid(theme.space.lg, { sm: 2, lg: 3 })}>
            {category.cards.map((p) => (
              <PackageCard key={p.slug} {...p} compact />
            ))}
          </ul>
          {category.more.length > 0 && (
            <>
              <h3 id={`more-${category.slug}`} css={{ margin: `${theme.space.xl} 0 ${theme.space.sm}`, fontSize: theme.fontSizes.lg }}>
                {fill(more, { name: category.name })}
              </h3>
              <ul aria-labelledby={`more-${category.slug}`} css={plainList}>
                {category.more.map((p) => (
                  <PackageRow key={p.slug} {...p} />
                ))}
              </ul>
            </>
          )}
          <ButtonLink to={category.path} variant="outline" css={{ marginTop: theme.space.lg, whiteSpace: "normal", textAlign: "center" }}>
            <span>{fill(ui.packages.allInCategory, { name: category.name })}</span>
          </ButtonLink>
        </section>
      ))}
    </div>
  );
}
