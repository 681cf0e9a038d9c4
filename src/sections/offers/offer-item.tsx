import type { OfferBase, OfferWords, PackageOffer } from "./offer-words";
import { OfferPrice } from "./offer-price";

interface OfferItemProps {
  words: OfferWords;
  offer: PackageOffer;
  /** The price the offer is taken off. */
  base: OfferBase;
  gstRate: number;
}

/** One offer: what it saves and until when (just the date: no countdown), then its price and the price it is taken off, with GST. */
export function OfferItem({ words, offer, base, gstRate }: OfferItemProps) {
  return (
    <li>
      <OfferPrice words={words} offer={offer} base={base} gstRate={gstRate} size="xxl" />
    </li>
  );
}
