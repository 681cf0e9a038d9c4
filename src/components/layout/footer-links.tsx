import { Link } from "gatsby";
import { theme } from "../../styles/theme";
import { listGrid } from "../../styles/lists";

interface FooterLinksProps {
  title: string;
  links: readonly { label: string; to: string }[];
}

/** A titled column of footer links. */
export function FooterLinks({ title, links }: FooterLinksProps) {
  const id = `footer-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} css={{ fontSize: theme.fontSizes.md, color: theme.colors.inverse, margin: "0 0 0.75rem" }}>
        {title}
      </h2>
      <ul css={listGrid("0.1rem")}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} css={{ display: "inline-block", padding: "0.3rem 0", color: theme.colors.inverseMuted, textDecoration: "none", "&:hover": { color: theme.colors.inverse, textDecoration: "underline" } }}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
