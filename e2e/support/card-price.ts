import type { FolderEntry } from "../../model";
import { businessTimeZone } from "../../model/time-zone";
import { dayIn } from "../../src/utils/calendar-day";
import { currentOffers, offerPrices } from "../../src/utils/offers";
import { formatRupees } from "../../src/utils/format-price";
import { allInPrice, chargesTotal } from "../../src/utils/trip-price";
import { taxRates } from "./content";

type Package = FolderEntry<"packages">;

/** Today in India, as the site's pages count it. */
const todayInIndia = () => dayIn(businessTimeZone, new Date());

/**
 * The figure a package's card leads with today: its current offer's price while one runs (the offer
 * where the price is), else its all-in "from" price, both with GST and compulsory charges; null for a
 * price on request.
 */
export function cardFigure(pkg: Package, today = todayInIndia()): { figure: string; offer: boolean } | null {
  const gst = taxRates().gst;
  if (!pkg.price.from) return null;
  const offer = currentOffers(pkg.offers, today)[0];
  return offer
    ? { figure: formatRupees(offerPrices(pkg.price.from, offer.saving, gst, chargesTotal(pkg.price.charges)).offerPrice), offer: true }
    : { figure: formatRupees(allInPrice(pkg.price.from, gst, pkg.price.charges).allIn), offer: false };
}
