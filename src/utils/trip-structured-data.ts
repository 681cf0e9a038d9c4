// A package page's TouristTrip (schema.org), typed with schema-dts. No search engine shows a rich
// result for it: it says what the page sells (days, price, dates) to whoever reads the markup.
import type { AggregateOffer, ItemAvailability, Offer, TouristTrip, WithContext } from "schema-dts";
import { claimedStatus, upcomingDepartures, type Departure } from "./departures";
import { organizationId, pageNode, type PageFacts } from "./structured-data";

interface Amount {
  label: string;
  amount: number;
}

export interface TripFacts extends PageFacts {
  price: { from?: number | null; basis: string; tiers?: readonly Amount[] | null; note: string };
  itinerary: readonly { title: string; description: string }[];
  departures: { anyDate: boolean; dates?: readonly Departure[] | null };
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

function tripOffers(trip: TripFacts, today: string, seatCountFreshDays: number): Offer | AggregateOffer {
  const { from, basis, tiers, note } = trip.price;
  const upcoming = upcomingDepartures(trip.departures.dates, today);
  const common = {
    priceCurrency: "INR",
    availability: tripAvailability(trip.departures, today, seatCountFreshDays),
    url: trip.url,
    // Fixed departures: the price holds until the last of them. A private trip names no end.
    ...(!trip.departures.anyDate && upcoming.length ? { priceValidUntil: upcoming[upcoming.length - 1].date } : {}),
  };
  const offer = (name: string, price?: number | null): Offer => ({ "@type": "Offer", name, ...common, ...(price ? { price } : {}), description: note });
  if (!from || !tiers?.length) return offer(basis, from);
  const amounts = [from, ...tiers.map((t) => t.amount)];
  return {
    "@type": "AggregateOffer",
    priceCurrency: "INR",
    lowPrice: Math.min(...amounts),
    highPrice: Math.max(...amounts),
    offerCount: amounts.length,
    availability: common.availability,
    offers: [offer(basis, from), ...tiers.map((t) => offer(t.label, t.amount))],
  };
}

/** The package as a TouristTrip: its days as an ItemList, its price as an offer in rupees, sold by the company. */
export function touristTrip(
  trip: TripFacts,
  { siteUrl, today, seatCountFreshDays, dayLabel }: { siteUrl: string; today: string; seatCountFreshDays: number; dayLabel: (n: number) => string },
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
      })),
    },
    offers: tripOffers(trip, today, seatCountFreshDays),
  };
}
