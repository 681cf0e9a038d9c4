import { theme } from "../../styles/theme";
import { type OfferBase, offerLines, type OfferWords, type PackageOffer } from "./offer-words";

interface OfferItemProps {
  words: OfferWords;
  offer: PackageOffer;
  /** The price the offer is taken off. */
  base: OfferBase;
  gstRate: number;
}

/** One offer: what it saves and until when (just the date: no countdown), then its price and the price it is taken off, with GST. */
export function OfferItem({ words, offer, base, gstRate }: OfferItemProps) {
  const lines = offerLines(words, offer, base, gstRate);
  return (
    <li data-valid-through={offer.validThrough}>
      <strong css={{ display: "block", color: theme.colors.primaryDark }}>{lines.claim}</strong>
      <span>{lines.price}</span>
    </li>
  );
}
