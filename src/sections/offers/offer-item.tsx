import { theme } from "../../styles/theme";
import { offerLines, type OfferWords, type PackageOffer } from "./offer-words";

interface OfferItemProps {
  words: OfferWords;
  offer: PackageOffer;
  from: number;
  gstRate: number;
}

/** One offer: what it saves and until when (just the date: no countdown), then its price with GST. */
export function OfferItem({ words, offer, from, gstRate }: OfferItemProps) {
  const lines = offerLines(words, offer, from, gstRate);
  return (
    <li data-valid-through={offer.validThrough}>
      <strong css={{ display: "block", color: theme.colors.primaryDark }}>{lines.claim}</strong>
      <span>{lines.price}</span>
    </li>
  );
}
