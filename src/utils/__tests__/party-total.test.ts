import { businessTimeZone } from "../../../model/time-zone";
import { dayIn } from "../calendar-day";
import { partyTotal, type Party, type PartyPrice, type PartyTerms } from "../party-total";

// A party's total as the invoice rounds it: each price with GST rounded to the rupee, times its count.
// Worked by hand from Kerala's prices (content/packages/kerala-backwaters.json), 5% GST, a 25% deposit.

const kerala: PartyPrice = {
  from: 21499,
  tiers: [{ label: "4-star hotels", amount: 27999 }],
  extras: [
    { label: "Child aged 5 to 11", amount: 11999, for: "child", minAge: 5, maxAge: 11 },
    { label: "Single supplement", amount: 9500, for: "singleRoom" },
  ],
};
const terms: PartyTerms = { gstRate: 5, tcsRate: 0, depositPercent: 25, depositPer: "person", balanceDaysBefore: 21, today: "2026-11-29" };
const labels = { adult: "Adults", offer: "Offer" };
const party = (p: Partial<Party>): Party => ({ when: "2027-06", adults: 2, children: 0, singleRooms: 0, option: 0, ...p });
const amounts = (t: ReturnType<typeof partyTotal>) => t.lines.map((l) => [l.kind, l.count, l.each, l.amount]);

describe("a party's total", () => {
  it("adds GST to each price, rounded to the rupee, then counts: two adults and two children on Kerala", () => {
    const t = partyTotal(kerala, party({ children: 2 }), terms, labels);
    // ₹21,499 + 5% = ₹22,573.95, invoiced as ₹22,574; a child's ₹11,999 + 5% = ₹12,598.95, as ₹12,599.
    expect(amounts(t)).toEqual([
      ["adult", 2, 22574, 45148],
      ["child", 2, 12599, 25198],
    ]);
    expect(t.total).toBe(70346);
    // GST within it: 2 × ₹1,075 + 2 × ₹600.
    expect(t.gst).toBe(3350);
    // 25% of each traveller's price, rounded up: 2 × ₹5,644 + 2 × ₹3,150.
    expect(t.deposit).toBe(17588);
    expect(t.balance).toBe(70346 - 17588);
    // An any-date trip chosen by month: the balance is due 21 days before the day the party picks.
    expect(t.balanceDue).toBeNull();
  });

  it("adds single rooms on top of the adults' price, never more than one per adult", () => {
    const t = partyTotal(kerala, party({ adults: 3, singleRooms: 1 }), terms, labels);
    expect(amounts(t)).toContainEqual(["singleRoom", 1, 9975, 9975]);
    expect(t.total).toBe(3 * 22574 + 9975);
    expect(partyTotal(kerala, party({ adults: 1, singleRooms: 3 }), terms, labels).lines.find((l) => l.kind === "singleRoom")?.count).toBe(1);
  });

  it("prices a dearer option for the adults, with that option's deposit", () => {
    const t = partyTotal(kerala, party({ option: 1 }), terms, labels);
    // ₹27,999 + 5% = ₹29,398.95, as ₹29,399; its deposit ₹7,349.75, rounded up to ₹7,350.
    expect(t.total).toBe(2 * 29399);
    expect(t.deposit).toBe(2 * 7350);
  });

  it("adds each compulsory charge per traveller, and collects TCS abroad on what is paid to us only", () => {
    const abroad: PartyPrice = {
      from: 61999,
      charges: [
        { label: "Visa", amount: 1200, payable: "withBooking" },
        { label: "Tourist levy", amount: 800, payable: "onTrip" },
        { label: "Porter", amount: 500, payable: "onTrip", optional: true },
      ],
    };
    const t = partyTotal(abroad, party({}), { ...terms, tcsRate: 2 }, labels);
    // ₹61,999 + 5% = ₹65,098.95, as ₹65,099; the porter is a choice, not added.
    expect(amounts(t)).toEqual([
      ["adult", 2, 65099, 130198],
      ["charge", 2, 1200, 2400],
      ["charge", 2, 800, 1600],
    ]);
    expect(t.total).toBe(134198);
    expect(t.paidOnTrip).toBe(1600);
    // 2% of ₹1,32,598 paid to us is ₹2,651.96: ₹2,652.
    expect(t.tcs).toBe(2652);
    expect(t.deposit + t.balance).toBe(132598);
  });

  it("takes a group offer at exactly its fewest travellers, children counted, and not one fewer", () => {
    const offers = [{ kind: "group" as const, saving: 2000, minTravellers: 6, validFrom: "2026-11-01", validThrough: "2027-03-31" }];
    const six = partyTotal(kerala, party({ adults: 4, children: 2 }), { ...terms, offers }, labels);
    // ₹22,574 less ₹19,499 + 5% (₹20,473.95, as ₹20,474): ₹2,100 off per adult.
    expect(six.lines.at(-1)).toEqual({ kind: "offer", label: "Offer", count: 4, each: -2100, amount: -8400 });
    expect(six.total).toBe(4 * 22574 + 2 * 12599 - 8400);
    expect(six.gst).toBe(4 * 975 + 2 * 600);
    const five = partyTotal(kerala, party({ adults: 3, children: 2 }), { ...terms, offers }, labels);
    expect(five.offer).toBeUndefined();
    expect(five.lines.some((l) => l.kind === "offer")).toBe(false);
  });

  it("takes an early-bird offer until 23:59 on its last day in India, not a minute after", () => {
    const offers = [{ kind: "earlyBird" as const, saving: 3000, validFrom: "2026-11-01", validThrough: "2027-01-31" }];
    // 23:59 in India on 31 January is 18:29 UTC; 00:00 on 1 February is 18:30 UTC.
    const lastMinute = dayIn(businessTimeZone, new Date("2027-01-31T18:29:00Z"));
    const after = dayIn(businessTimeZone, new Date("2027-01-31T18:30:00Z"));
    expect(partyTotal(kerala, party({}), { ...terms, offers, today: lastMinute }, labels).offer?.saving).toBe(3000);
    expect(partyTotal(kerala, party({}), { ...terms, offers, today: after }, labels).offer).toBeUndefined();
  });

  it("dates the balance 21 days before departure, across a month end, a year end and 29 February", () => {
    const due = (when: string) => partyTotal(kerala, party({ when }), terms, labels).balanceDue;
    expect(due("2027-03-10")).toBe("2027-02-17");
    expect(due("2027-01-10")).toBe("2026-12-20");
    expect(due("2028-03-21")).toBe("2028-02-29");
  });

  it("asks for the whole amount at once when the balance would already be due", () => {
    const t = partyTotal(kerala, party({ when: "2026-12-15" }), terms, labels);
    expect(t.balanceDue).toBe("2026-11-29");
    expect(t.deposit).toBe(t.total);
    expect(t.balance).toBe(0);
  });

  it("prices a month at its dearest day still to come, when a season at another price begins in it", () => {
    const goa: PartyPrice = { from: 14999, periods: [{ label: "Christmas", startsOn: "2026-12-20", endsOn: "2027-01-02", amount: 19999 }] };
    expect(partyTotal(goa, party({ adults: 1, when: "2026-12" }), terms, labels).total).toBe(20999);
    expect(partyTotal(goa, party({ adults: 1, when: "2026-12-05" }), terms, labels).total).toBe(15749);
  });
});
