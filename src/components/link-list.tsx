import type { CSSObject } from "@emotion/react";
import type { ReactNode } from "react";
import { LocalizedLink } from "./localized-link";

interface LinkListProps {
  links: readonly { to: string; label: ReactNode }[];
  /** How this list draws its links: each list has its own look. */
  linkCss: CSSObject;
  /** The list's layout. */
  className?: string;
  "aria-labelledby"?: string;
}

/** A list of links to the site's pages (English addresses; each link adds the page's language). */
export function LinkList({ links, linkCss, className, "aria-labelledby": labelledBy }: LinkListProps) {
  return (
    <ul aria-labelledby={labelledBy} className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <LocalizedLink to={link.to} css={linkCss}>
            {link.label}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
