import { currentOffers } from "../../utils/offers";
import type { OfferWords, PackageOffer } from "../offers/offer-words";
import { OfferItem } from "../offers/offer-item";
import { theme } from "../../styles/theme";

interface PackageOffersProps {
  offers: readonly PackageOffer[] | null | undefined;
  /** The "from" price the offers save on (before GST) and its basis; no "from": a price on request, no offers. */
  price: { readonly from?: number | null; readonly basis: string; readonly chargesTotal?: number };
  gstRate: number;
  words: OfferWords;
  /** The day in India time (the build's, then the visitor's): an offer past its last day is left out. */
  today: string;
}

/**
 * The package's current offers at the top of its price box, where the price is: each with its
 * price against the one it replaces and the day it ends; nothing at all when none is current.
 */
export function PackageOffers({ offers, price: { from, basis, chargesTotal = 0 }, gstRate, words, today }: PackageOffersProps) {
  const current = currentOffers(offers, today);
  if (!from || !current.length) return null;
  return (
    <section
      aria-labelledby="trip-offers"
      css={{
        margin: `0 0 ${theme.space.md}`,
        padding: theme.space.md,
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        borderLeft: `4px solid ${theme.colors.accent}`,
      }}
    >
      <h3 id="trip-offers" css={{ fontSize: theme.fontSizes.md, margin: `0 0 ${theme.space.sm}`, color: theme.colors.primaryDark }}>
        {words.title}
      </h3>
      <ul css={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "0.75rem" }}>
        {current.map((offer) => (
          <OfferItem key={`${offer.kind}-${offer.validFrom}`} words={words} offer={offer} base={{ from, basis, charges: chargesTotal }} gstRate={gstRate} />
        ))}
      </ul>
    </section>
  );
}
