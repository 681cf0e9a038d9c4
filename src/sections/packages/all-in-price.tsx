import { graphql } from "gatsby";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { fill } from "../../utils/fill";
import { formatRupees } from "../../utils/format-price";
import { keepClear } from "../../hooks/use-step-aside";

/** A package's price as the build resolves it (scripts/lib/price-fields.ts): `allIn` is `from` plus `gst` plus `chargesTotal`. */
export interface AllInPriceFields {
  readonly from?: number | null;
  readonly allIn?: number | null;
  readonly gst?: number | null;
  readonly chargesTotal: number;
  readonly gstRate: number;
  readonly tcsRate: number;
  /** The TCS on the lowest price paid to us, per person, at tcsRate (shown on a tour abroad). */
  readonly tcs?: number | null;
  readonly basis?: string;
}

/**
 * The price fields every price display asks for: cards, rows and the package's price box spread it.
 * @public Gatsby reads GraphQL fragments from a file's exports and finds them by name.
 */
export const allInPriceFragment = graphql`
  fragment AllInPrice on PackagesJsonPrice {
    from
    allIn
    gst
    chargesTotal
    gstRate
    tcsRate
    tcs
  }
`;

/**
 * "₹21,499 + ₹1,075 GST (5%)", and "+ ₹4,000 compulsory charges" where a trip has them: the line that
 * breaks the all-in figure into its parts (src/utils/trip-price.ts, allInPrice).
 */
export function useGstBreakdown() {
  const ui = useUiStrings();
  return (price: number, gst: number, rate: number, charges = 0) =>
    [
      fill(ui.packages.withGst, { price: formatRupees(price), gst: formatRupees(gst), rate }),
      ...(charges ? [fill(ui.packages.withCharges, { charges: formatRupees(charges) })] : []),
    ].join(" ");
}

const small = { display: "block", fontSize: theme.fontSizes.sm, color: theme.colors.muted } as const;

/**
 * "From ₹22,574 per person, twin sharing", then "₹21,499 + ₹1,075 GST (5%)", and on a tour abroad
 * the TCS: the price a person pays is the headline, never a figure things are added to later (the
 * CCPA's 2023 dark-pattern guidelines: drip pricing). Nothing when the price is on request.
 */
export function AllInPrice({
  price,
  overseas,
  size,
  fromLabel,
}: {
  price: AllInPriceFields;
  overseas?: boolean | null;
  size: "xl" | "xxl";
  fromLabel: string;
}) {
  const ui = useUiStrings();
  const breakdown = useGstBreakdown();
  if (!price.from || price.allIn == null || price.gst == null) return null;
  return (
    // A price is never under the floating contact buttons (keepClear).
    <p css={{ margin: 0 }} {...keepClear}>
      <span css={size === "xl" ? { fontSize: theme.fontSizes.sm } : {}}>{fromLabel} </span>
      <strong css={{ fontSize: theme.fontSizes[size], color: theme.colors.primary }} translate="no">
        {formatRupees(price.allIn)}
      </strong>
      {price.basis ? <span css={{ fontSize: theme.fontSizes.sm }}> {price.basis}</span> : null}
      <span css={small} translate="no">
        {breakdown(price.from, price.gst, price.gstRate, price.chargesTotal)}
      </span>
      {overseas ? <span css={small}>{fill(ui.packages.tcs, { rate: price.tcsRate })}</span> : null}
    </p>
  );
}
