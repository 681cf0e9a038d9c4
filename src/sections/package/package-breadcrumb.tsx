import { LocalizedLink } from "../../components/localized-link";
import { Container } from "../../components/container";
import { theme } from "../../styles/theme";
import { plainList } from "../../styles/lists";
import { useUiStrings } from "../../hooks/use-ui-strings";
import type { Crumb } from "../../utils/structured-data";
import { notSearched } from "../../utils/search-index";

/** Home › Packages › Domestic › this package: where the page sits, each step a link but the last. */
export function PackageBreadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const ui = useUiStrings();
  return (
    <nav aria-label={ui.breadcrumbs.label} data-print="hide" {...notSearched}>
      <Container css={{ paddingBlock: theme.space.md, fontSize: theme.fontSizes.sm }}>
        <ol css={{ ...plainList, display: "flex", flexWrap: "wrap", gap: theme.space.xs }}>
          {crumbs.map((crumb, i) => (
            <li key={crumb.path} css={{ display: "flex", gap: theme.space.xs }}>
              {i > 0 && <span aria-hidden="true">›</span>}
              {i < crumbs.length - 1 ? (
                <LocalizedLink to={crumb.path} css={{ color: theme.colors.primary }}>
                  {crumb.name}
                </LocalizedLink>
              ) : (
                <span aria-current="page" css={{ color: theme.colors.muted }}>
                  {crumb.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </Container>
    </nav>
  );
}
