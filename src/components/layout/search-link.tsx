import { FaMagnifyingGlass } from "react-icons/fa6";
import { useSearchLink } from "../../hooks/use-search-link";
import { theme } from "../../styles/theme";
import { mq } from "../../styles/media";
import { headerLink } from "../../styles/controls";

/**
 * The header's search icon, named for screen readers. A plain link, not Gatsby's Link: Link
 * fetches the target page's scripts and data as soon as it is in view or hovered, and pages other
 * than search carry no byte of it (docs/decisions/0025-site-search-with-pagefind.md).
 */
export function SearchLink({ className }: { className?: string }) {
  const { href, label } = useSearchLink();
  return (
    <a
      href={href}
      aria-label={label}
      title={label}
      className={className}
      css={{
        ...headerLink,
        flex: "none",
        width: 44,
        height: 44,
        // Beside the full menu, as small as the social icons (26 px, above WCAG 2.2's 24 px): the row
        // has no room for more at 1280 px in a wide fallback font.
        [mq.lg]: { width: 26, height: 26 },
        "&:hover": { background: theme.colors.primaryLight },
      }}
    >
      <FaMagnifyingGlass aria-hidden="true" focusable="false" size="1.15em" />
    </a>
  );
}
