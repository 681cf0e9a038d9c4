import type { ReactNode } from "react";
import { theme } from "../../styles/theme";
import { keepClear } from "../../hooks/use-step-aside";
import { formatRupees } from "../../utils/format-price";
import { offerPrices } from "../../utils/offers";
import { type OfferBase, offerLines, type OfferWords, type PackageOffer } from "./offer-words";

interface OfferPriceProps {
  words: OfferWords;
  offer: PackageOffer;
  /** The price the offer is taken off. */
  base: OfferBase;
  gstRate: number;
  /** How large the offer's price is drawn: a card's (xl) or the price box's (xxl). */
  size: "xl" | "xxl";
}

/**
 * The sentence with its two prices marked: the offer's price drawn large, the price it replaces
 * struck through. The words are the offer line's own (offerLines), so a change of wording changes
 * this too; the prices are found in them as offerPrices writes them.
 */
function markPrices(sentence: string, offerPrice: string, was: string, size: OfferPriceProps["size"]): ReactNode[] {
  const parts: ReactNode[] = [];
  let rest = sentence;
  for (const [figure, mark] of [
    [
      offerPrice,
      (text: string) => (
        <strong key="offer" translate="no" css={{ fontSize: theme.fontSizes[size], color: theme.colors.primary }}>
          {text}
        </strong>
      ),
    ],
    [
      was,
      (text: string) => (
        <s key="was" translate="no">
          {text}
        </s>
      ),
    ],
  ] as const) {
    const at = rest.indexOf(figure);
    if (at < 0) continue;
    parts.push(rest.slice(0, at), mark(figure));
    rest = rest.slice(at + figure.length);
  }
  parts.push(rest);
  return parts.filter((p) => p !== "");
}

/**
 * An offer where the price is (a package's card and its price box): what it saves and until when
 * (its last day, never a countdown), then its price against the one it replaces, GST included.
 * Never under the floating contact buttons (keepClear).
 */
export function OfferPrice({ words, offer, base, gstRate, size }: OfferPriceProps) {
  const lines = offerLines(words, offer, base, gstRate);
  const prices = offerPrices(base.from, offer.saving, gstRate, base.charges);
  return (
    <p data-valid-through={offer.validThrough} {...keepClear} css={{ margin: 0 }}>
      <strong css={{ display: "block", color: theme.colors.accentDark, fontSize: theme.fontSizes.sm }}>{lines.claim}</strong>
      <span>{markPrices(lines.price, formatRupees(prices.offerPrice), formatRupees(prices.price), size)}</span>
    </p>
  );
}
