import { iconRegistry } from "./registry";
import { isIconName } from "./icon-names";

interface IconProps {
  name: string;
  /** Accessible name; without it the icon is decoration and hidden from assistive technology. */
  label?: string;
  size?: string | number;
  className?: string;
}

/** A content-named icon. Unknown names never reach here: the content check rejects them. */
export function Icon({ name, label, size = "1em", className }: IconProps) {
  if (!isIconName(name)) return null;
  const Drawing = iconRegistry[name];
  return label ? (
    <Drawing role="img" aria-label={label} size={size} className={className} focusable="false" />
  ) : (
    <Drawing aria-hidden="true" size={size} className={className} focusable="false" />
  );
}
