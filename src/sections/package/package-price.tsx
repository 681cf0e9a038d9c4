import type { ReactNode } from "react";
import { graphql } from "gatsby";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { plainList } from "../../styles/lists";
import { formatRupees } from "../../utils/format-price";
import { TripSection } from "./trip-section";
import { AllInPrice, useGstBreakdown } from "../packages/all-in-price";
import { useTripWords } from "./trip-words";

/** @public Gatsby reads GraphQL fragments from a file's exports and finds them by name. */
export const fragment = graphql`
  fragment PackagePrice on PackagesJson {
    price {
      ...AllInPrice
      basis
      tiers {
        label
        amount
        allIn
      }
      extras {
        label
        amount
        allIn
      }
      note
    }
    overseas
  }
`;

const row = {
  display: "flex",
  justifyContent: "space-between",
  alignItems: "baseline",
  gap: theme.space.md,
  paddingBlock: theme.space.xs,
  borderTop: `1px solid ${theme.colors.border}`,
} as const;

/** Each option or extra at its price with GST, and under it the same breakdown as the headline figure. */
function AmountList({
  id,
  title,
  items,
  gstRate,
}: {
  id: string;
  title: string;
  items: readonly { label: string; amount: number; allIn: number }[];
  gstRate: number;
}) {
  const breakdown = useGstBreakdown();
  return (
    <>
      <h3 id={id} css={{ fontSize: theme.fontSizes.md, margin: `${theme.space.md} 0 ${theme.space.xs}` }}>
        {title}
      </h3>
      <ul aria-labelledby={id} css={{ ...plainList, fontSize: theme.fontSizes.sm }}>
        {items.map((item) => (
          <li key={item.label} data-print="keep-together" css={row}>
            <span>{item.label}</span>
            <span css={{ textAlign: "end" }}>
              <strong translate="no" css={{ whiteSpace: "nowrap" }}>
                {formatRupees(item.allIn)}
              </strong>
              <span translate="no" css={{ display: "block", fontSize: theme.fontSizes.xs, color: theme.colors.muted }}>
                {breakdown(item.amount, item.allIn - item.amount, gstRate)}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** What the law adds to the price (GST; TCS on a tour abroad), in content's words (booking-terms.json › taxes). */
export interface PriceTaxes {
  title: string;
  lines: readonly string[];
}

/**
 * The offers current today, if any (where the price is), then From ₹22,574 per person, GST included
 * (or Price on request), the dearer options, other prices, the note and the taxes.
 */
export function PackagePrice({
  price,
  overseas,
  taxes,
  offers,
}: {
  price: Queries.PackagePriceFragment["price"];
  overseas?: boolean | null;
  taxes: PriceTaxes;
  /** The package's current offers (PackageOffers), first in the box. */
  offers?: ReactNode;
}) {
  const ui = useUiStrings();
  const trip = useTripWords();
  return (
    <TripSection id="trip-price" title={trip.price} size="xl">
      {offers}
      {price.from ? (
        <AllInPrice price={price} overseas={overseas} size="xxl" fromLabel={trip.from} />
      ) : (
        <>
          <p css={{ margin: 0, fontSize: theme.fontSizes.xl, fontWeight: 700, color: theme.colors.primary }}>{ui.packages.onRequest}</p>
          <p css={{ margin: 0, color: theme.colors.muted, fontSize: theme.fontSizes.sm }}>{trip.onRequestText}</p>
        </>
      )}
      {price.from && price.tiers?.length ? <AmountList id="trip-price-options" title={trip.options} items={price.tiers} gstRate={price.gstRate} /> : null}
      {price.extras?.length ? <AmountList id="trip-price-extras" title={trip.extras} items={price.extras} gstRate={price.gstRate} /> : null}
      <p css={{ margin: `${theme.space.md} 0 0`, fontSize: theme.fontSizes.sm, color: theme.colors.muted }}>{price.note}</p>
      <h3 id="trip-price-taxes" css={{ fontSize: theme.fontSizes.md, margin: `${theme.space.md} 0 ${theme.space.xs}` }}>
        {taxes.title}
      </h3>
      <ul
        aria-labelledby="trip-price-taxes"
        css={{ margin: 0, paddingInlineStart: "1.1rem", fontSize: theme.fontSizes.sm, display: "grid", gap: theme.space.xs }}
      >
        {taxes.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </TripSection>
  );
}
