// What a party pays for a package (the calculator on a package page): each price times its count,
// the compulsory charges, the best offer whose terms hold, GST included, TCS on a tour abroad, and
// the deposit with the balance and its day. Every figure per person comes from the functions the
// cards and the price box use (trip-price.ts, price-taxes.ts, offers.ts, departures.ts); here they
// are only counted and added. Amounts are whole rupees; days are "YYYY-MM-DD" in India time.
import { addDays, balanceDueOn } from "./departures";
import { currentOffers } from "./offers";
import { gstOn, withGst } from "./price-taxes";
import { chargesTotal, depositFor, depositsFor, priceOn, tcsOn, type PricePeriod, type TripCharge } from "./trip-price";

/** A price for some travellers (content's `price.extras`): a child's, or a single room's supplement. */
interface PartyExtra {
  label: string;
  amount: number;
  for?: "child" | "singleRoom" | null;
  minAge?: number | null;
  maxAge?: number | null;
}

export interface PartyPrice {
  /** Per person before GST, twin sharing: the first option. */
  from: number;
  tiers?: readonly { label: string; amount: number }[] | null;
  extras?: readonly PartyExtra[] | null;
  charges?: readonly TripCharge[] | null;
  periods?: readonly PricePeriod[] | null;
}

interface PartyOffer {
  kind: "earlyBird" | "group";
  saving: number;
  minTravellers?: number | null;
  validFrom: string;
  validThrough: string;
}

/** Who travels and how: the day they leave (or a month, "2027-06", for a trip on any date), the option (0: the first). */
export interface Party {
  /** A fixed departure ("2027-06-05") or, for a trip on any date, a month ("2027-06"). */
  when: string;
  adults: number;
  children: number;
  singleRooms: number;
  option: number;
}

/** What the party's total depends on besides the party. */
export interface PartyTerms {
  gstRate: number;
  /** TCS in percent on the day, for a tour abroad; 0 at home. */
  tcsRate: number;
  /** The share of the price that confirms a booking, and whether it is of each traveller's price or the whole booking's. */
  depositPercent: number;
  depositPer: "person" | "booking";
  balanceDaysBefore: number;
  offers?: readonly PartyOffer[] | null;
  /** The day the visitor books, in India. */
  today: string;
}

/** One line of the total: what it is, how many at what price each (with GST), and its amount (negative for a saving). */
interface PartyLine {
  kind: "adult" | "child" | "singleRoom" | "charge" | "offer";
  label: string;
  count: number;
  each: number;
  amount: number;
}

export interface PartyTotal {
  lines: PartyLine[];
  /** What the party pays, GST and the compulsory charges included, the offer taken off. */
  total: number;
  /** The GST within the total. */
  gst: number;
  /** The part of the total paid there, not to us (a charge payable on the trip). */
  paidOnTrip: number;
  /** TCS on what is paid to us, for a tour abroad (0 at home). */
  tcs: number;
  /** The deposit that confirms the booking, of what is paid to us. */
  deposit: number;
  /** The rest of what is paid to us. */
  balance: number;
  /** The day the balance is due: null for a month (it is `balanceDaysBefore` days before the chosen day), or `today` when it is already due. */
  balanceDue: string | null;
  /** The offer taken, if any. */
  offer?: PartyOffer;
}

/** The child's price and the single room's supplement of a package, if it has them. */
export const childPrice = (price: Pick<PartyPrice, "extras">) => (price.extras ?? []).find((e) => e.for === "child");
export const singleRoomPrice = (price: Pick<PartyPrice, "extras">) => (price.extras ?? []).find((e) => e.for === "singleRoom");

/**
 * The price before GST of the first option for the party's day, or for a month the dearest day in it
 * that is still to come (a season at another price may begin mid-month: the total is never understated).
 */
function fromPriceFor(price: PartyPrice, when: string, today: string): number {
  if (when.length === 10) return priceOn(price, when);
  const days: string[] = [];
  for (let day = `${when}-01`; day.startsWith(when); day = addDays(day, 1)) if (day >= today) days.push(day);
  return Math.max(price.from, ...days.map((d) => priceOn(price, d)));
}

/** The saving per person before GST of the best offer whose terms hold today for a party of `travellers`. */
function offerFor(offers: readonly PartyOffer[] | null | undefined, travellers: number, today: string): PartyOffer | undefined {
  return currentOffers(offers, today)
    .filter((o) => o.kind !== "group" || travellers >= (o.minTravellers ?? Infinity))
    .sort((a, b) => b.saving - a.saving)[0];
}

/** The party's total, line by line, with the deposit and the balance. */
export function partyTotal(price: PartyPrice, party: Party, terms: PartyTerms, labels: { adult: string; offer: string }): PartyTotal {
  const { gstRate } = terms;
  const tier = party.option > 0 ? price.tiers?.[party.option - 1] : undefined;
  const adultAmount = tier?.amount ?? fromPriceFor(price, party.when, terms.today);
  const child = childPrice(price);
  const single = singleRoomPrice(price);
  const children = child ? party.children : 0;
  const singles = single ? Math.min(party.singleRooms, party.adults) : 0;
  const travellers = party.adults + children;
  const offer = offerFor(terms.offers, travellers, terms.today);
  const charges = (price.charges ?? []).filter((c) => !c.optional);

  const line = (kind: PartyLine["kind"], label: string, count: number, each: number): PartyLine => ({ kind, label, count, each, amount: count * each });
  // The offer's saving per adult, with GST: the price with GST less the offer's price with GST, as the price box shows it.
  const savingEach = offer ? withGst(adultAmount, gstRate) - withGst(adultAmount - offer.saving, gstRate) : 0;
  const lines = [
    line("adult", labels.adult, party.adults, withGst(adultAmount, gstRate)),
    ...(child && children ? [line("child", child.label, children, withGst(child.amount, gstRate))] : []),
    ...(single && singles ? [line("singleRoom", single.label, singles, withGst(single.amount, gstRate))] : []),
    ...charges.map((c) => line("charge", c.label, travellers, c.amount)),
    ...(offer && party.adults ? [line("offer", labels.offer, party.adults, -savingEach)] : []),
  ].filter((l) => l.count > 0);
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  const offerGst = offer ? gstOn(adultAmount, gstRate) - gstOn(adultAmount - offer.saving, gstRate) : 0;
  const gst =
    party.adults * (gstOn(adultAmount, gstRate) - offerGst) +
    (child ? children * gstOn(child.amount, gstRate) : 0) +
    (single ? singles * gstOn(single.amount, gstRate) : 0);
  const paidOnTrip = travellers * chargesTotal(charges.filter((c) => c.payable === "onTrip"));
  const paidToUs = total - paidOnTrip;

  // Each traveller's deposit as the page lists it per person (depositsFor), or a share of the whole booking.
  const perPerson = depositsFor({ ...price, from: adultAmount }, gstRate, terms.depositPercent);
  const depositOf = (label: string | undefined) => perPerson.others.find((o) => o.label === label)?.amount ?? 0;
  const adultDeposit = tier ? depositOf(tier.label) : perPerson.from;
  const byPerson = party.adults * adultDeposit + children * depositOf(child?.label) + singles * depositOf(single?.label);
  const share = terms.depositPer === "booking" ? depositFor(paidToUs, terms.depositPercent) : byPerson;
  const due = party.when.length === 10 ? balanceDueOn(party.when, terms.balanceDaysBefore) : null;
  // Too close to the departure for a deposit: the whole amount is due now.
  const dueNow = due !== null && due <= terms.today;
  const deposit = dueNow ? paidToUs : Math.min(share, paidToUs);
  return {
    lines,
    total,
    gst,
    paidOnTrip,
    tcs: terms.tcsRate ? tcsOn(paidToUs, terms.tcsRate) : 0,
    deposit,
    balance: paidToUs - deposit,
    balanceDue: dueNow ? terms.today : due,
    offer,
  };
}
