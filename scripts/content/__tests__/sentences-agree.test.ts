/** @jest-environment node */
import path from "node:path";
import { staticRoutes } from "../validate";
import { contentCopy } from "../__fixtures__/content-copy";
import { launchCheck } from "../launch-check";
import { priceFields } from "../../lib/price-fields";
import { fillYears, yearsSince } from "../../lib/company-years";
import { categoryTerms } from "../../../src/utils/category-terms";
import { percentOn } from "../../../src/utils/price-taxes";
import { reviewedProduct } from "../../../src/utils/review-structured-data";
import { depositRefund } from "../../../src/utils/deposit-words";
import { depositsFor } from "../../../src/utils/trip-price";

// Every problem the consumer-law review of 29 November 2026 found in the sentences around the
// figures (issue 59; docs/decisions/0036), put back as it was: the check now refuses each, naming
// file and field, or the site now computes the sentence from the data. The day is the review's.
const DAY = "2026-11-29";
const copy = contentCopy(staticRoutes(path.join(__dirname, "..", "..", "..", "src", "pages")));
const { edit, read, report } = copy;
const errors = () => report().errors;
const nodeModel = (found: Record<string, unknown>) => ({ nodeModel: { findOne: async (args: object) => found[(args as { type: string }).type] ?? null } });

/** The category answers the site shows, from the real terms and the category's real packages. */
function answersOf(slug: string, language = "") {
  const terms = read(`${language}booking-terms.json`);
  const packages = [
    "andaman-island-cruise",
    "mumbai-goa-coastal-cruise",
    "singapore-malaysia-cruise",
    "mediterranean-cruise",
    "bali-island-escape",
    "dubai-city-and-desert",
    "thailand-islands",
    "swiss-alps",
    "kerala-backwaters",
    "goa-beach-break",
    "ladakh-road-trip",
    "rajasthan-royal",
    "spiti-valley-trek",
  ]
    .map((s) => read(`${language}packages/${s}.json`))
    .filter((p) => p.category === slug)
    .map((p) => ({
      title: p.title,
      path: `/packages/${p.category}/${p.slug}`,
      overseas: p.overseas,
      policies: p.policies,
      hasCharges: Boolean(p.price.charges?.length),
    }));
  const rates = { gst: percentOn(terms.taxes.gstRates, DAY), tcs: percentOn(terms.taxes.tcsRates, DAY) };
  return categoryTerms(terms.categoryTerms, terms, rates, read(`${language}ui.json`).trip, packages);
}

describe("1. terms written once: the category answers", () => {
  it("refuses the old answer 'GST at 5% is added to the final invoice', in either language: a tax sentence reads its rate", () => {
    edit("package-categories.json", (c) => (c[0].terms[0].answer = "GST at 5% is added to the final invoice."));
    edit("hi/package-categories.json", (c) => (c[0].terms[0].answer = "अंतिम इनवॉइस में 5% जीएसटी जोड़ा जाता है।"));
    expect(errors()).toEqual([
      expect.stringMatching(/^content\/package-categories\.json › entry 1 \(.+\) › terms › item 1 › answer: "5%" restates a tax rate/),
      expect.stringMatching(/^content\/hi\/package-categories\.json › entry 1 \(.+\) › terms › item 1 › answer: "5%" restates a tax rate/),
    ]);
  });

  it("refuses the ₹5,000 booking fee, the international 30% and the cruise ₹7,500 that no term of theirs holds", () => {
    edit("package-categories.json", (c) => {
      c[0].terms[0].answer = "Cancel 30 or more days before departure and we refund everything except a ₹5,000 booking fee per person.";
      c[1].terms[0].answer = "A 30% deposit confirms your booking and the balance is due 30 days before departure.";
      c[2].terms[0].answer = "Cancel 45 or more days before sailing and we refund everything except a ₹7,500 fee per person.";
    });
    expect(errors()).toEqual([
      expect.stringMatching(
        /^content\/package-categories\.json › entry 1 \(.+\) › terms › item 1 › answer: "₹5,000" is a rupee amount no term or package holds/,
      ),
      expect.stringMatching(/^content\/package-categories\.json › entry 2 \(.+\) › terms › item 1 › answer: "30%" is a percentage no term or package holds/),
      expect.stringMatching(
        /^content\/package-categories\.json › entry 3 \(.+\) › terms › item 1 › answer: "₹7,500" is a rupee amount no term or package holds/,
      ),
    ]);
  });

  it("now answers from the terms: the price includes GST, cancelling costs the terms' schedule, no fee", () => {
    const [price, payment, cancellation] = answersOf("domestic");
    expect(price.answer).toMatch(/^Every price shown includes GST at 5%/);
    expect(payment.answer).toMatch(
      /^A deposit of 25% of the price per person, GST included, confirms your booking; the balance is due 21 days before departure/,
    );
    expect(cancellation.answer).toMatch(
      /^30 or more days before departure: 10% of the price; 15 to 29 days before departure: 50% of the price; Less than 15 days/,
    );
    expect(cancellation.answer).not.toMatch(/₹/);
  });

  it("gives abroad the terms' 25% and 21 days, and TCS at 2%, where the old answer asked 30% and 30 days", () => {
    const [price, payment] = answersOf("international");
    expect(payment.answer).toMatch(/25% .* 21 days before departure/);
    expect(price.answer).toMatch(/TCS of 2%/);
  });

  it("says the cruises' terms differ and links each cruise's own, instead of a 25% and 45 days no cruise asks", () => {
    const [, payment, cancellation] = answersOf("cruise");
    expect(payment.answer).toMatch(/differ between these packages/);
    expect(payment.links?.map((l) => l.to)).toEqual(expect.arrayContaining(["/packages/cruise/andaman-island-cruise#trip-policies"]));
    expect(cancellation.links).toHaveLength(4);
    const [hindiPrice] = answersOf("cruise", "hi/");
    expect(hindiPrice.answer).toMatch(/5% जीएसटी/);
  });
});

describe("2. compulsory charges in the total", () => {
  it('refuses "Port charges extra", "added to the invoice" and "charged on board" without an amount', () => {
    edit("packages/mumbai-goa-coastal-cruise.json", (p) => {
      p.price.note = "Port charges extra.";
      p.exclusions.push("Port charges, added to the invoice", "Gratuities, charged on board");
    });
    edit("hi/packages/mumbai-goa-coastal-cruise.json", (p) => {
      p.price.note = "पोर्ट शुल्क अलग से।";
      p.exclusions.push("पोर्ट शुल्क, जो बिल में जोड़े जाते हैं", "टिप, जो जहाज़ पर ली जाती है");
    });
    const found = errors().filter((e) => e.includes("names a charge without its amount"));
    expect(found).toEqual([
      expect.stringMatching(/^content\/packages\/mumbai-goa-coastal-cruise\.json › price › note: "extra"/),
      expect.stringMatching(/^content\/packages\/mumbai-goa-coastal-cruise\.json › exclusions › item 4: "added to the invoice"/),
      expect.stringMatching(/^content\/packages\/mumbai-goa-coastal-cruise\.json › exclusions › item 5: "charged on board"/),
      expect.stringMatching(/^content\/hi\/packages\/mumbai-goa-coastal-cruise\.json › price › note: "अलग से"/),
      expect.stringMatching(/^content\/hi\/packages\/mumbai-goa-coastal-cruise\.json › exclusions › item 4: "बिल में जोड़"/),
      expect.stringMatching(/^content\/hi\/packages\/mumbai-goa-coastal-cruise\.json › exclusions › item 5: "जहाज़ पर ली जाती"/),
    ]);
  });

  it("now lists the cruise's port charges and gratuities with their amounts, in its all-in price", async () => {
    const cruise = read("packages/mumbai-goa-coastal-cruise.json");
    expect(cruise.price.charges.map((c: { amount: number }) => c.amount)).toEqual([1800, 1200]);
    const context = nodeModel({ BookingTermsJson: read("booking-terms.json"), BuildDay: { day: DAY } });
    // ₹22,999 + ₹1,150 GST + ₹3,000 of charges.
    expect(await priceFields.PackagesJsonPrice.allIn.resolve(cruise.price, undefined, context)).toBe(27149);
  });
});

describe("3. taxes with dates and sources", () => {
  it('refuses the old TCS sentence, "5% up to ₹10 lakh … 20% above": a rate typed, and a threshold the law no longer has', () => {
    edit(
      "booking-terms.json",
      (t) => (t.taxes.tcs = "TCS is added too: {rate}% up to ₹10 lakh of foreign tour packages in a financial year, 20% above. {amount}"),
    );
    expect(errors()).toEqual([expect.stringMatching(/^content\/booking-terms\.json › taxes › tcs: "₹10 lakh" is a rupee amount no term or package holds/)]);
    edit("booking-terms.json", (t) => (t.taxes.tcs = "TCS of 5% is collected: {rate} {amount}"));
    expect(errors()).toEqual([expect.stringMatching(/^content\/booking-terms\.json › taxes › tcs: "5%" restates a tax rate/)]);
  });

  it("reads 2% on Swiss Alps' ₹1,99,499: ₹3,990, where the old note asked 5% (₹9,975)", async () => {
    const swiss = read("packages/swiss-alps.json");
    const terms = read("booking-terms.json");
    const context = nodeModel({ BookingTermsJson: terms, BuildDay: { day: DAY } });
    expect(await priceFields.PackagesJsonPrice.tcsRate.resolve(swiss.price, undefined, context)).toBe(2);
    expect(await priceFields.PackagesJsonPrice.tcs.resolve(swiss.price, undefined, context)).toBe(3990);
    // On 31 March 2026 the rate of the day was not yet 2%: none is listed before it, and the check says so.
    expect(terms.taxes.tcsRates).toEqual([expect.objectContaining({ rate: 2, from: "2026-04-01", source: expect.stringMatching(/s\.394\(1\)/) })]);
  });

  it("refuses a list of rates with none in force on the build's day", () => {
    edit("booking-terms.json", (t) => (t.taxes.tcsRates = [{ ...t.taxes.tcsRates[0], from: "2099-04-01" }]));
    edit("hi/booking-terms.json", (t) => (t.taxes.tcsRates = [{ ...t.taxes.tcsRates[0], from: "2099-04-01" }]));
    expect(errors()).toEqual([expect.stringMatching(/^content\/booking-terms\.json › taxes › tcsRates: no rate is in force on \d{4}-\d{2}-\d{2}/)]);
  });
});

describe("4. dated claims carry their dates", () => {
  it("refuses a banner claim that names no end date, in either language", () => {
    edit("settings.json", (s) => (s.banner.claim = "Holiday offers: save up to {percent}%"));
    expect(errors()).toEqual([expect.stringMatching(/^content\/settings\.json › banner › claim: must contain \{percent\} and \{date\}/)]);
  });

  it("refuses an offer line without the offer's last day", () => {
    edit("ui.json", (u) => (u.offers.price = "Offer price {price}; without the offer {was}, {basis}"));
    expect(errors()).toEqual([expect.stringMatching(/^content\/ui\.json › offers › price: must contain \{price\}, \{date\}, \{was\} and \{basis\}/)]);
  });
});

describe("5. the company's record computed", () => {
  it('refuses "Twelve years on the road" and "12 Years of Adventure" typed by hand', () => {
    edit("home.json", (h) => (h.stats.title = "Twelve years on the road"));
    edit("stats.json", (s) => {
      s[3].value = 12;
      delete s[3].yearsInBusiness;
    });
    expect(errors()).toEqual([
      expect.stringMatching(/^content\/home\.json › stats › title: "Twelve years" is a count of years typed by hand/),
      expect.stringMatching(/^content\/stats\.json › entry 4 \(Years of Adventure\) › counts: a count says what it counts/),
      expect.stringMatching(/^content\/stats\.json › entry 4 \(Years of Adventure\) › asOf: a count says the day it was counted/),
      // The Hindi file, left as it was, no longer mirrors it.
      expect.stringMatching(/^content\/hi\/stats\.json › entry 4 \(.+\) › value: missing/),
      expect.stringMatching(/^content\/hi\/stats\.json › entry 4 \(.+\) › yearsInBusiness: not in the English file/),
    ]);
  });

  it("counts thirteen years from the founding day in 2013, in words and figures, in both languages", () => {
    const founded = read("settings.json").founded;
    const years = yearsSince(founded, DAY);
    expect(years).toBe(13);
    expect(fillYears(read("home.json").stats.title, years, "en-GB")).toBe("Thirteen years on the road");
    expect(fillYears(read("hi/home.json").stats.title, years, "hi-IN")).toBe("सफ़र के तेरह साल");
  });

  it("lists the other counters, each with what it counts and its day, for the company to confirm", () => {
    const counted = read("stats.json").filter((s: { value?: number }) => s.value !== undefined);
    expect(counted.every((s: { counts?: string; asOf?: string }) => s.counts && s.asOf)).toBe(true);
    expect(launchCheck({ contentDir: copy.dir }).filter((f) => f.startsWith("content/stats.json"))).toHaveLength(counted.length);
  });
});

describe("6. seasons with prices", () => {
  it('refuses "prices rise between 20 December and 2 January" without the figure', () => {
    edit("packages/goa-beach-break.json", (p) => (p.price.note = "Flights are not included; prices rise between 20 December and 2 January."));
    expect(errors()).toEqual([
      expect.stringMatching(/^content\/packages\/goa-beach-break\.json › price › note: "prices rise" says a price rises without its figure/),
    ]);
  });

  it("now gives Goa's Christmas its own dated price", () => {
    expect(read("packages/goa-beach-break.json").price.periods).toEqual([
      { label: "Christmas and New Year", startsOn: "2026-12-20", endsOn: "2027-01-02", amount: 19999 },
    ]);
  });
});

describe("7. deposits computed, refunds said where you pay", () => {
  it("computes each option's deposit from the terms' 25%, and says under the button what cancelling 30 days out refunds", () => {
    const kerala = read("packages/kerala-backwaters.json");
    const terms = read("booking-terms.json");
    const deposits = depositsFor(kerala.price, 5, terms.confirmation.depositPercent);
    expect([deposits.from, ...deposits.others.map((d) => d.amount)]).toEqual([5644, 7350, 10106, 3150, 2494]);
    expect(depositRefund(terms.deposit, terms.cancellation, terms.refundDays).refund).toBe(
      "If you cancel 30 or more days before departure, we keep 10% of the price and refund the rest of what you paid within 14 days.",
    );
  });

  it("says whether a cancellation charge can exceed what has been paid", () => {
    expect(read("booking-terms.json").cancellationNotes[0]).toMatch(/never more than you have paid/);
    expect(read("hi/booking-terms.json").cancellationNotes[0]).toMatch(/कभी उससे ज़्यादा नहीं होता जितना आप/);
  });
});

describe("8. offers that mean what they say", () => {
  it('refuses "the usual price" in the Hindi offer line', () => {
    edit("hi/ui.json", (u) => (u.offers.price = "ऑफ़र की कीमत {price}, {date} तक; सामान्य कीमत {was} के बजाय, {basis}, जीएसटी सहित"));
    expect(errors()).toEqual([expect.stringMatching(/^content\/hi\/ui\.json › offers › price: "सामान्य" says the price without the offer is the usual one/)]);
  });

  it("refuses offers back to back over a season", () => {
    edit("packages/ladakh-road-trip.json", (p) => {
      p.offers[0].validFrom = "2026-11-01";
      p.offers[0].validThrough = "2027-01-31";
    });
    edit("hi/packages/ladakh-road-trip.json", (p) => {
      p.offers[0].validFrom = "2026-11-01";
      p.offers[0].validThrough = "2027-01-31";
    });
    expect(errors()).toEqual([expect.stringMatching(/^content\/packages\/ladakh-road-trip\.json › offers: the offers cover 90 of the 90 days/)]);
  });

  it("keeps the sample reviews out of the review markup, and the launch check refuses them", () => {
    const goa = read("testimonials.json").filter((t: { package?: string }) => t.package === "goa-beach-break");
    expect(goa.every((t: { sample?: boolean }) => t.sample)).toBe(true);
    const page = { title: "Goa", description: "Goa", url: "https://www.example.com/packages/domestic/goa-beach-break" };
    expect(reviewedProduct(page, goa)).toBeNull();
    expect(launchCheck({ contentDir: copy.dir }).filter((f) => f.includes("› sample: a sample review"))).toHaveLength(read("testimonials.json").length);
  });
});
