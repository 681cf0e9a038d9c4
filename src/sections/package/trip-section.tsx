import type { ReactNode } from "react";
import { theme } from "../../styles/theme";

interface TripSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** Main sections (xxl) or the booking column's (xl). */
  size?: "xl" | "xxl";
  /** "hide" keeps the section off paper (see src/styles/print.ts). */
  print?: "hide";
  children: ReactNode;
}

/** One part of a package's page, named by its h2. */
export function TripSection({ id, title, size = "xxl", print, children }: TripSectionProps) {
  return (
    <section aria-labelledby={id} data-print={print}>
      <h2 id={id} css={{ fontSize: theme.fontSizes[size], color: theme.colors.primaryDark }}>
        {title}
      </h2>
      {children}
    </section>
  );
}
