// A package page's TouristTrip (schema.org), typed with schema-dts. No search engine shows a rich
// result for it: it says what the page sells (days, price, dates) to whoever reads the markup.
import type { AggregateOffer, ItemAvailability, Offer, TouristTrip, WithContext } from "schema-dts";
import { claimedStatus, upcomingDepartures, type Departure } from "./departures";
import { organizationId, pageNode, type PageFacts } from "./structured-data";
import { currentOffers, offerInstants, type OfferDays } from "./offers";
import { addDays } from "./departures";
import { allInPrice, currentPeriods, type PricePeriod, type TripCharge } from "./trip-price";

interface Amount {
  label: string;
  /** The price before GST, as in content. */
  amount: number;
}

/** A saving on the "from" price for a while (content: a package's `offers`). */
export interface TripOffer extends OfferDays {
  kind: string;
  saving: number;
  minTravellers?: number | null;
}

export interface TripFacts<O extends TripOffer = TripOffer> extends PageFacts {
  /** `allIn`: the lowest all-in price (scripts/lib/price-fields.ts); `from` alone says whether there is a price. */
  price: {
    from?: number | null;
    allIn?: number | null;
    basis: string;
    tiers?: readonly Amount[] | null;
    charges?: readonly TripCharge[] | null;
    periods?: readonly PricePeriod[] | null;
    note: string;
  };
  itinerary: readonly {
    title: string;
    description: string;
    /** The night's stop, and where it is: a night on board has no coordinates. */
    overnight?: string | null;
    stay?: { altitude?: number | null; latitude?: number | null; longitude?: number | null } | null;
  }[];
  departures: { anyDate: boolean; dates?: readonly Departure[] | null };
  offers?: readonly O[] | null;
}

interface OfferOptions<O extends TripOffer> {
  /** The offer's name in the page's language. */
  offerName: (offer: O, from: number, gstRate: number) => string;
  gstRate: number;
}

const schema = (name: string) => `https://schema.org/${name}` as ItemAvailability;

/**
 * What a visitor can book: any date, some seats on an upcoming date, none left, or no date yet.
 * Limited availability only while every open date's seat count is fresh, as the page says it.
 */
export function tripAvailability({ anyDate, dates }: TripFacts["departures"], today: string, seatCountFreshDays = 0): ItemAvailability {
  if (anyDate) return schema("InStock");
  const open = upcomingDepartures(dates, today).filter((d) => d.status !== "soldOut");
  if (open.length) return schema(open.every((d) => claimedStatus(d, today, seatCountFreshDays) === "fewSeats") ? "LimitedAvailability" : "InStock");
  return schema(upcomingDepartures(dates, today).length ? "SoldOut" : "OutOfStock");
}

function tripOffers<O extends TripOffer>(
  trip: TripFacts<O>,
  today: string,
  { offerName = (o) => o.kind, gstRate = 0, seatCountFreshDays = 0 }: Partial<OfferOptions<O>> & { seatCountFreshDays?: number },
): Offer | AggregateOffer {
  const { from, allIn, basis, tiers, charges, periods, note } = trip.price;
  const lowest = from ? allIn : null;
  const upcoming = upcomingDepartures(trip.departures.dates, today);
  const common = {
    priceCurrency: "INR",
    availability: tripAvailability(trip.departures, today, seatCountFreshDays),
    url: trip.url,
    // Fixed departures: the price holds until the last of them. A private trip names no end.
    ...(!trip.departures.anyDate && upcoming.length ? { priceValidUntil: upcoming[upcoming.length - 1].date } : {}),
  };
  // The price the page shows, GST included, and said so: schema.org's valueAddedTaxIncluded is for VAT and its kind, GST.
  const priced = (price: number) => ({
    price,
    priceSpecification: { "@type": "UnitPriceSpecification" as const, price, priceCurrency: "INR", valueAddedTaxIncluded: true },
  });
  const offer = (name: string, price?: number | null): Offer => ({ "@type": "Offer", name, ...common, ...(price ? priced(price) : {}), description: note });
  // A current saving is an offer of its own, its price with GST as the page shows it, sold from 00:00
  // of its first day to 23:59:59 of its last in India: the page drops it at the same moment.
  const specials: Offer[] = from
    ? currentOffers(trip.offers, today).map((o) => ({
        ...offer(offerName(o, from, gstRate), allInPrice(from - o.saving, gstRate, charges).allIn),
        ...offerInstants(o),
        priceValidUntil: o.validThrough,
        ...(o.minTravellers ? { eligibleQuantity: { "@type": "QuantitativeValue", minValue: o.minTravellers } } : {}),
      }))
    : [];
  const seasons = from ? seasonOffers(currentPeriods(periods, today), today, (name, amount) => offer(name, allInPrice(amount, gstRate, charges).allIn)) : null;
  if (!lowest || (!tiers?.length && !specials.length && !seasons)) return offer(basis, lowest);
  const sold = [
    ...(seasons ? seasons(basis, from as number) : [offer(basis, lowest)]),
    ...(tiers ?? []).map((t) => offer(t.label, allInPrice(t.amount, gstRate, charges).allIn)),
    ...specials,
  ];
  const amounts = sold.map((o) => o.price as number);
  return {
    "@type": "AggregateOffer",
    priceCurrency: "INR",
    lowPrice: Math.min(...amounts),
    highPrice: Math.max(...amounts),
    offerCount: amounts.length,
    availability: common.availability,
    offers: sold,
  };
}

/**
 * A price by season as offers for departure days: each season's offer with its first and last day,
 * and the "from" price's offer for the days between (until the day before the first season, from
 * the day after each), so no offer sells a season's day at another price (Goa: the low price until
 * 19 December, the Christmas price from 20 December to 2 January, the low price from 3 January).
 * Null without a current season.
 */
function seasonOffers(seasons: readonly PricePeriod[], today: string, offer: (name: string, amount: number) => Offer) {
  if (!seasons.length) return null;
  const day = (d: string, end: boolean) => `${d}T${end ? "23:59:59" : "00:00:00"}+05:30`;
  return (basis: string, from: number): Offer[] =>
    seasons.flatMap((p, i) => {
      const before = i === 0 && p.startsOn > today ? { validThrough: day(addDays(p.startsOn, -1), true) } : null;
      const gapFrom = addDays(p.endsOn, 1);
      const next = seasons[i + 1];
      const after = {
        validFrom: day(gapFrom, false),
        ...(next ? { validThrough: day(addDays(next.startsOn, -1), true) } : {}),
      };
      return [
        ...(before ? [{ ...offer(basis, from), ...before }] : []),
        { ...offer(p.label, p.amount), validFrom: day(p.startsOn, false), validThrough: day(p.endsOn, true) },
        ...(!next || next.startsOn > gapFrom ? [{ ...offer(basis, from), ...after }] : []),
      ];
    });
}

/** The day's night stop as a Place with its coordinates and altitude in metres (schema.org's default unit for elevation). */
const nightPlace = ({ overnight, stay }: TripFacts["itinerary"][number]) =>
  overnight && stay?.latitude != null && stay.longitude != null
    ? {
        item: {
          "@type": "Place" as const,
          name: overnight,
          geo: {
            "@type": "GeoCoordinates" as const,
            latitude: stay.latitude,
            longitude: stay.longitude,
            ...(stay.altitude != null && { elevation: stay.altitude }),
          },
        },
      }
    : {};

/** The package as a TouristTrip: its days as an ItemList, its price as an offer in rupees, sold by the company. */
export function touristTrip<O extends TripOffer>(
  trip: TripFacts<O>,
  {
    siteUrl,
    today,
    dayLabel,
    ...offers
  }: { siteUrl: string; today: string; seatCountFreshDays: number; dayLabel: (n: number) => string } & Partial<OfferOptions<O>>,
): WithContext<TouristTrip> {
  return {
    ...pageNode("TouristTrip", trip, "trip"),
    provider: { "@id": organizationId(siteUrl) },
    itinerary: {
      "@type": "ItemList",
      numberOfItems: trip.itinerary.length,
      itemListOrder: "https://schema.org/ItemListOrderAscending",
      itemListElement: trip.itinerary.map((day, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: `${dayLabel(i + 1)}: ${day.title}`,
        description: day.description,
        ...nightPlace(day),
      })),
    },
    offers: tripOffers(trip, today, offers),
  };
}
