import type { ComponentProps } from "react";
import { ButtonLink } from "../../components/button-link";
import { SectionHeading } from "../../components/section-heading";
import { PackageCard } from "./package-card";
import { theme } from "../../styles/theme";
import { listGrid } from "../../styles/lists";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { fill } from "../../utils/fill";

type Package = Omit<ComponentProps<typeof PackageCard>, "compact">;

export interface PackageOverviewCategory {
  slug: string;
  path: string;
  name: string;
  title: string;
  description: string;
  packages: readonly Package[];
}

/** Every package category, in order, with a compact card per package and a link to its page. */
export function PackageOverview({ categories }: { categories: readonly PackageOverviewCategory[] }) {
  const ui = useUiStrings();
  return (
    <div css={{ display: "grid", gap: theme.space.xxl }}>
      {categories.map((category) => (
        <section key={category.slug} aria-labelledby={`category-${category.slug}`}>
          <SectionHeading id={`category-${category.slug}`} title={category.title} text={category.description} align="left" css={{ marginBottom: theme.space.lg }} />
          <ul
            aria-label={category.title}
            css={listGrid(theme.space.lg, { sm: 2, lg: 3 })}
          >
            {category.packages.map((p) => (
              <PackageCard key={p.slug} {...p} compact />
            ))}
          </ul>
          <ButtonLink to={category.path} variant="outline" css={{ marginTop: theme.space.lg, whiteSpace: "normal", textAlign: "center" }}>
            <span>{fill(ui.packages.allInCategory, { name: category.name })}</span>
          </ButtonLink>
        </section>
      ))}
    </div>
  );
}
