import { useId } from "react";
import { LinkList } from "../link-list";
import { theme } from "../../styles/theme";
import { listGrid } from "../../styles/lists";

interface FooterLinksProps {
  title: string;
  links: readonly { label: string; to: string }[];
  /** An anchor for links to this column (the phone menu's, without JavaScript). */
  id?: string;
}

/** A titled column of footer links. */
export function FooterLinks({ title, links, id: anchor }: FooterLinksProps) {
  // Not made from the title: a Hindi title has no \w letters to make one from.
  const id = useId();
  return (
    // Reached by an anchor, it stops below the sticky header.
    <nav id={anchor} aria-labelledby={id} data-print="hide" css={{ scrollMarginTop: `calc(${theme.layout.headerHeight} + ${theme.space.md})` }}>
      <h2 id={id} css={{ fontSize: theme.fontSizes.md, color: theme.colors.inverse, margin: "0 0 0.75rem" }}>
        {title}
      </h2>
      <LinkList
        links={links}
        css={listGrid("0.1rem")}
        linkCss={{
          display: "inline-block",
          padding: "0.3rem 0",
          color: theme.colors.inverseMuted,
          textDecoration: "none",
          "&:hover": { color: theme.colors.inverse, textDecoration: "underline" },
        }}
      />
    </nav>
  );
}
