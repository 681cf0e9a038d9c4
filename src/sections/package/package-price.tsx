import type { ReactNode } from "react";
import { graphql } from "gatsby";
import { theme } from "../../styles/theme";
import { useUiStrings } from "../../hooks/use-ui-strings";
import { fill } from "../../utils/fill";
import { currentPeriods } from "../../utils/trip-price";
import { AmountList } from "./amount-list";
import { TripSection } from "./trip-section";
import { AllInPrice } from "../packages/all-in-price";
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
      }
      extras {
        label
        amount
      }
      charges {
        label
        amount
        payable
        optional
      }
      periods {
        label
        startsOn
        endsOn
        amount
        startsOnText(language: $locale)
        endsOnText(language: $locale)
      }
      note
    }
    overseas
  }
`;

/** What the law adds to the price (GST; TCS on a tour abroad), in content's words (booking-terms.json › taxes). */
export interface PriceTaxes {
  title: string;
  lines: readonly string[];
}

/**
 * The offers current today, if any (where the price is), then From ₹22,574 per person, GST and
 * compulsory charges included (or Price on request), the prices by season still to come on `today`,
 * the dearer options, the charges, other prices, the note and the taxes.
 */
export function PackagePrice({
  price,
  overseas,
  taxes,
  today,
  offers,
}: {
  price: Queries.PackagePriceFragment["price"];
  overseas?: boolean | null;
  taxes: PriceTaxes;
  /** The day in India (the build's, then the visitor's): a season that has ended is no longer shown. */
  today: string;
  /** The package's current offers (PackageOffers), first in the box. */
  offers?: ReactNode;
}) {
  const ui = useUiStrings();
  const trip = useTripWords();
  const seasons = price.from ? currentPeriods(price.periods, today) : [];
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
      {seasons.length ? (
        <AmountList
          id="trip-price-seasons"
          title={trip.seasons}
          items={seasons.map((p) => ({ label: p.label, amount: p.amount, detail: fill(trip.seasonDays, { from: p.startsOnText, to: p.endsOnText }) }))}
          gstRate={price.gstRate}
          charges={price.charges}
        />
      ) : null}
      {price.from && price.tiers?.length ? (
        <AmountList id="trip-price-options" title={trip.options} items={price.tiers} gstRate={price.gstRate} charges={price.charges} />
      ) : null}
      {price.charges?.length ? (
        <AmountList
          id="trip-price-charges"
          title={trip.charges}
          items={price.charges.map((c) => ({ label: c.label, amount: c.amount, detail: c.optional ? trip.chargeOptional : trip.chargePayable[c.payable] }))}
        />
      ) : null}
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
