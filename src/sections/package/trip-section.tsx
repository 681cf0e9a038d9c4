import type { ReactNode } from "react";
import { theme } from "../../styles/theme";
import { drawnNearScreen } from "../../styles/surfaces";

interface TripSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Main sections (xxl) or the booking column's (xl). */
  size?: "xl" | "xxl";
  /** "hide" keeps the section off paper (see src/styles/print.ts). */
  print?: "hide";
  /** Below a phone's first screen: drawn as it nears it, this many px tall until then (drawnNearScreen). */
  belowFold?: number;
  children: ReactNode;
}

/** One part of a package's page, named by its h2. */
export function TripSection({ id, title, size = "xxl", print, belowFold, children }: TripSectionProps) {
  return (
    <section aria-labelledby={id} data-print={print} css={belowFold ? drawnNearScreen(belowFold) : undefined}>
      <h2 id={id} css={{ fontSize: theme.fontSizes[size], color: theme.colors.primaryDark }}>
        {title}
      </h2>
      {children}
    </section>
  );
}
