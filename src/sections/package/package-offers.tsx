import { currentOffers } from "../../utils/offers";
import type { OfferWords, PackageOffer } from "../offers/offer-words";
import { OfferItem } from "../offers/offer-item";
import { TripSection } from "./trip-section";

interface PackageOffersProps {
  offers: readonly PackageOffer[] | null | undefined;
  /** The "from" price the offers save on (before GST) and its basis; no "from": a price on request, no offers. */
  price: { readonly from?: number | null; readonly basis: string; readonly chargesTotal?: number };
  gstRate: number;
  words: OfferWords;
  /** The day in India time (the build's, then the visitor's): an offer past its last day is left out. */
  today: string;
  /** The box it is drawn in (a css prop). */
  className?: string;
}

/** The package's current offers, each with the day it ends; nothing at all when none is current. */
export function PackageOffers({ offers, price: { from, basis, chargesTotal = 0 }, gstRate, words, today, className }: PackageOffersProps) {
  const current = currentOffers(offers, today);
  if (!from || !current.length) return null;
  return (
    <div className={className}>
      <TripSection id="trip-offers" title={words.title} size="xl">
        <ul css={{ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "0.75rem" }}>
          {current.map((offer) => (
            <OfferItem key={`${offer.kind}-${offer.validFrom}`} words={words} offer={offer} base={{ from, basis, charges: chargesTotal }} gstRate={gstRate} />
          ))}
        </ul>
      </TripSection>
    </div>
  );
}
