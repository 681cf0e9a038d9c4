import type { ReactNode } from "react";
import { theme } from "../styles/theme";

interface ContainerProps {
  children: ReactNode;
  className?: string;
  as?: "div" | "section" | "header" | "footer" | "nav";
}

/** Centres content at the site's reading width with side gutters. */
export function Container({ children, className, as: Tag = "div" }: ContainerProps) {
  return (
    <Tag
      className={className}
      css={{
        width: "100%",
        maxWidth: theme.layout.maxWidth,
        marginInline: "auto",
        paddingInline: "clamp(1rem, 4vw, 2rem)",
      }}
    >
      {children}
    </Tag>
  );
}
