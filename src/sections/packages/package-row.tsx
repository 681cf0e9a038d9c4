import { graphql } from "gatsby";
import { LocalizedLink } from "../../components/localized-link";
import { formatRupees } from "../../utils/format-price";
import { fill } from "../../utils/fill";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";

interface PackageRowProps {
  /** The package's own page (English address; the link adds the language). */
  path: string;
  title: string;
  days: number;
  nights: number;
  price: { readonly from?: number | null };
}

/** A package as one line of a list: its name linking to its page, how long, and the price from. */
export function PackageRow({ path, title, days, nights, price }: PackageRowProps) {
  const ui = useUiStrings();
  return (
    <li
      css={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "baseline",
        columnGap: theme.space.md,
        paddingBlock: theme.space.sm,
        borderBottom: `1px solid ${theme.colors.border}`,
      }}
    >
      <LocalizedLink
        to={path}
        css={{ fontWeight: 700, color: theme.colors.primaryDark, textUnderlineOffset: "0.2em", paddingBlock: "0.6rem", marginBlock: "-0.6rem" }}
      >
        {title}
      </LocalizedLink>
      <span css={{ color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>
        {fill(ui.packages.duration, { days, nights })}
        {" · "}
        {price.from ? (
          <>
            {ui.packages.from} <span translate="no">{formatRupees(price.from)}</span>
          </>
        ) : (
          ui.packages.onRequest
        )}
      </span>
    </li>
  );
}

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const packageRowFragment = graphql`
  fragment PackageRow on PackagesJson {
    path
    title
    days
    nights
    price {
      from
    }
  }
`;
