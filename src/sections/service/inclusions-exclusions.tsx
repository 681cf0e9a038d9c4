import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { IconList } from "../../components/icon-list";
import { drawnNearScreen } from "../../styles/surfaces";

interface InclusionsExclusionsProps {
  inclusions: readonly string[];
  exclusions: readonly string[];
  /** The two headings, where a page words them differently from a service's. */
  titles?: { inclusions: string; exclusions: string };
}

/** Inclusions and Exclusions side by side on wide screens; below a phone's first screen on every page that has them. */
export function InclusionsExclusions({ inclusions, exclusions, titles }: InclusionsExclusionsProps) {
  const ui = useUiStrings();
  const { inclusions: inTitle, exclusions: outTitle } = titles ?? ui.service;
  const lists = [
    { id: "inclusions", title: inTitle, items: inclusions, icon: "check" as const, color: theme.colors.success },
    { id: "exclusions", title: outTitle, items: exclusions, icon: "cross" as const, color: theme.colors.error },
  ];
  return (
    <div css={{ display: "grid", gap: theme.space.lg, [mq.md]: { gridTemplateColumns: "1fr 1fr" }, ...drawnNearScreen(160) }}>
      {lists.map((list) => (
        <section
          key={list.id}
          aria-labelledby={list.id}
          css={{ border: `1px solid ${theme.colors.border}`, borderRadius: theme.radii.lg, padding: theme.space.lg }}
        >
          <h2 id={list.id} css={{ fontSize: theme.fontSizes.xl, color: theme.colors.primaryDark }}>
            {list.title}
          </h2>
          <IconList items={list.items} icon={list.icon} color={list.color} />
        </section>
      ))}
    </div>
  );
}
