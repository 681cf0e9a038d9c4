import { touristTrip, tripAvailability, type TripFacts } from "../trip-structured-data";
import { fixedDates, kerala, keralaOffers, today } from "../../sections/package/__fixtures__/kerala";

const siteUrl = "https://www.example.com";
const url = `${siteUrl}/packages/domestic/kerala-backwaters`;
const facts: TripFacts = {
  title: kerala.title,
  description: kerala.summary[0],
  url,
  price: kerala.price,
  itinerary: kerala.itinerary,
  departures: kerala.departures,
};
const build = (over: Partial<TripFacts> = {}, on = today) =>
  touristTrip({ ...facts, ...over }, { siteUrl, today: on, seatCountFreshDays: 7, gstRate: 5, dayLabel: (n) => `Day ${n}` }) as Record<string, any>;

describe("touristTrip", () => {
  it("describes the package as a TouristTrip sold by the site's TravelAgency", () => {
    const trip = build();
    expect(trip).toMatchObject({
      "@context": "https://schema.org",
      "@type": "TouristTrip",
      name: kerala.title,
      url,
      provider: { "@id": `${siteUrl}/#organization` },
    });
  });

  it("lists the days in order as an ItemList", () => {
    const { itinerary } = build();
    expect(itinerary["@type"]).toBe("ItemList");
    expect(itinerary.numberOfItems).toBe(kerala.days);
    expect(itinerary.itemListElement[1]).toEqual({
      "@type": "ListItem",
      position: 2,
      name: `Day 2: ${kerala.itinerary[1].title}`,
      description: kerala.itinerary[1].description,
      item: {
        "@type": "Place",
        name: kerala.itinerary[1].overnight,
        geo: {
          "@type": "GeoCoordinates",
          latitude: kerala.itinerary[1].stay?.latitude,
          longitude: kerala.itinerary[1].stay?.longitude,
          elevation: kerala.itinerary[1].stay?.altitude,
        },
      },
    });
    expect(kerala.itinerary[1].stay?.latitude).toEqual(expect.any(Number));
  });

  it("gives no place to the last day, which has no night, nor to a night on board", () => {
    const { itinerary } = build();
    expect(itinerary.itemListElement.at(-1)).not.toHaveProperty("item");
    const cruise = build({
      itinerary: [{ title: "At sea", description: "A day at sea.", overnight: "Ocean-view cabin", stay: { altitude: null, latitude: null, longitude: null } }],
    });
    expect(cruise.itinerary.itemListElement[0]).not.toHaveProperty("item");
  });

  it("offers each season for its own days, and the 'from' price only for the days around it (Goa's Christmas)", () => {
    const periods = [{ label: "Christmas and New Year", startsOn: "2026-12-20", endsOn: "2027-01-02", amount: 26999 }];
    const { offers } = build({ price: { ...kerala.price, tiers: [], periods } });
    const sold = offers.offers.map((o: Record<string, unknown>) => [o.name, o.price, o.validFrom, o.validThrough]);
    expect(sold).toEqual([
      [kerala.price.basis, 22574, undefined, "2026-12-19T23:59:59+05:30"],
      ["Christmas and New Year", 28349, "2026-12-20T00:00:00+05:30", "2027-01-02T23:59:59+05:30"],
      [kerala.price.basis, 22574, "2027-01-03T00:00:00+05:30", undefined],
    ]);
    // Once the season is over, one offer at the "from" price again.
    expect(build({ price: { ...kerala.price, tiers: [], periods } }, "2027-01-03").offers).toMatchObject({ "@type": "Offer", price: 22574 });
  });

  it("offers the price options as an AggregateOffer in rupees, GST included as on the page", () => {
    const { offers } = build();
    expect(offers).toMatchObject({
      "@type": "AggregateOffer",
      priceCurrency: "INR",
      lowPrice: 22574,
      highPrice: 40424,
      offerCount: 3,
      availability: "https://schema.org/InStock",
    });
    expect(offers.offers.map((o: { price: number }) => o.price)).toEqual([22574, 29399, 40424]);
    expect(offers.offers[0].priceSpecification).toEqual({ "@type": "UnitPriceSpecification", price: 22574, priceCurrency: "INR", valueAddedTaxIncluded: true });
    // A private trip leaves on any date: no end to the price is claimed.
    expect(offers.offers[0].priceValidUntil).toBeUndefined();
  });

  it("offers one price as an Offer, valid until the last upcoming departure", () => {
    const { offers } = build({ price: { from: 14999, allIn: 15749, basis: "per person", note: "Flights extra" }, departures: fixedDates() });
    expect(offers).toMatchObject({
      "@type": "Offer",
      price: 15749,
      priceSpecification: { price: 15749, valueAddedTaxIncluded: true },
      priceCurrency: "INR",
      priceValidUntil: "2027-03-05",
      availability: "https://schema.org/InStock",
    });
  });

  it("names no price when it is on request", () => {
    const { offers } = build({ price: { basis: "per person", note: "Ask us" } });
    expect(offers["@type"]).toBe("Offer");
    expect(offers.price).toBeUndefined();
    expect(offers.priceCurrency).toBe("INR");
  });
});

describe("tripAvailability", () => {
  it("follows the departures still to come", () => {
    expect(tripAvailability({ anyDate: true, dates: [] }, today)).toBe("https://schema.org/InStock");
    expect(tripAvailability(fixedDates(), today)).toBe("https://schema.org/InStock");
    expect(tripAvailability({ anyDate: false, dates: [{ date: "2027-01-01", status: "soldOut" }] }, today)).toBe("https://schema.org/SoldOut");
    expect(tripAvailability(fixedDates(), "2027-04-01")).toBe("https://schema.org/OutOfStock");
  });

  it("sells each offer current today from 00:00 of its first day to 23:59:59 of its last in India, and no other", () => {
    const offers = keralaOffers()?.map((o) => ({ ...o, minTravellers: o.minTravellers ?? undefined })) ?? [];
    const sold = build({ offers }).offers;
    expect(sold["@type"]).toBe("AggregateOffer");
    // ₹19,499 with 5% GST, as the page shows the offer's price.
    expect(sold.lowPrice).toBe(20474);
    const special = sold.offers.filter((o: { validFrom?: string }) => o.validFrom);
    expect(special).toEqual([
      expect.objectContaining({
        price: 20474,
        validFrom: "2026-11-01T00:00:00+05:30",
        validThrough: "2027-01-31T23:59:59+05:30",
        priceValidUntil: "2027-01-31",
      }),
    ]);
    const group = build({ offers }, "2027-02-01").offers.offers.filter((o: { validFrom?: string }) => o.validFrom);
    expect(group).toEqual([expect.objectContaining({ priceValidUntil: "2027-03-31", eligibleQuantity: { "@type": "QuantitativeValue", minValue: 6 } })]);
    expect(build({ offers }, "2027-04-01").offers.offers.some((o: { validFrom?: string }) => o.validFrom)).toBe(false);
  });

  it("claims limited availability only while the seat count is fresh", () => {
    const fewSeats = (countedOn?: string) => ({
      anyDate: false,
      dates: [{ date: "2027-01-01", status: "fewSeats" as const, ...(countedOn ? { seatsLeft: 4, countedOn } : {}) }],
    });
    // Counted on 20 December with 7 fresh days: the count holds up to 26 December, India time.
    expect(tripAvailability(fewSeats("2026-12-20"), "2026-12-20", 7)).toBe("https://schema.org/LimitedAvailability");
    expect(tripAvailability(fewSeats("2026-12-20"), "2026-12-26", 7)).toBe("https://schema.org/LimitedAvailability");
    expect(tripAvailability(fewSeats("2026-12-20"), "2026-12-27", 7)).toBe("https://schema.org/InStock");
    // No count behind "few seats": no scarcity claimed.
    expect(tripAvailability(fewSeats(), "2026-12-20", 7)).toBe("https://schema.org/InStock");
  });
});
