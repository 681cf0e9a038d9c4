import { graphql } from "gatsby";
import { LocalizedLink } from "../../components/localized-link";
import { formatRupees } from "../../utils/format-price";
import { fill } from "../../utils/fill";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { useGstBreakdown, type AllInPriceFields } from "./all-in-price";

interface PackageRowProps {
  /** The package's own page (English address; the link adds the language). */
  path: string;
  title: string;
  days: number;
  nights: number;
  price: AllInPriceFields;
  /** A tour abroad: the line says TCS is collected too. */
  overseas?: boolean | null;
}

/** A package as one line of a list: its name linking to its page, how long, and the price from, GST included. */
export function PackageRow({ path, title, days, nights, price, overseas }: PackageRowProps) {
  const ui = useUiStrings();
  const breakdown = useGstBreakdown();
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
        {price.from && price.allIn != null && price.gst != null ? (
          <>
            {ui.packages.from} <strong translate="no">{formatRupees(price.allIn)}</strong>
            {" · "}
            <span translate="no">{breakdown(price.from, price.gst, price.gstRate, price.chargesTotal)}</span>
            {overseas ? ` · ${fill(ui.packages.tcs, { rate: price.tcsRate })}` : null}
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
      ...AllInPrice
    }
    overseas
  }
`;
