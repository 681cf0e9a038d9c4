import { useId } from "react";
import { LinkList } from "../link-list";
import { theme } from "../../styles/theme";
import { listGrid } from "../../styles/lists";

interface FooterLinksProps {
  title: string;
  links: readonly { label: string; to: string }[];
}

/** A titled column of footer links. */
export function FooterLinks({ title, links }: FooterLinksProps) {
  // Not made from the title: a Hindi title has no \w letters to make one from.
  const id = useId();
  return (
    <nav aria-labelledby={id} data-print="hide">
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
