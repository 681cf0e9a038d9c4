import { iconRegistry } from "./registry";
import type { IconName } from "../../../model/icons";

interface IconProps {
  name: IconName;
  /** Accessible name; without it the icon is decoration and hidden from assistive technology. */
  label?: string;
  size?: string | number;
  className?: string;
}

/** A content-named icon: GraphQL types icon fields as IconName, so the name is always known. */
export function Icon({ name, label, size = "1em", className }: IconProps) {
  const Drawing = iconRegistry[name];
  return label ? (
    <Drawing role="img" aria-label={label} size={size} className={className} focusable="false" />
  ) : (
    <Drawing aria-hidden="true" size={size} className={className} focusable="false" />
  );
}
