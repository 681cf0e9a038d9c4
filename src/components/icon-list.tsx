import type { IconName } from "../../model/icons";
import { Icon } from "./icon/icon";
import { theme } from "../styles/theme";
import { plainList } from "../styles/lists";

interface IconListProps {
  items: readonly string[];
  icon: IconName;
  /** The bullets' colour (default: the brand's). */
  color?: string;
  /** Space between the items. */
  gap?: string;
  className?: string;
}

/** A list whose bullets are one icon: highlights (a star or tick), inclusions, exclusions. */
export function IconList({ items, icon, color = theme.colors.primary, gap = theme.space.sm, className }: IconListProps) {
  return (
    <ul className={className} css={{ ...plainList, display: "grid", gap }}>
      {items.map((item) => (
        <li key={item} css={{ display: "flex", gap: theme.space.sm, alignItems: "baseline" }}>
          <Icon name={icon} css={{ color, flexShrink: 0 }} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
