import { render, screen, within } from "@testing-library/react";
import { monthNamesIn } from "../../../utils/month-names";
import { PackageDetail, type PackageDetailProps } from "../package-detail";
import { LocaleContext } from "../../../i18n/locale-context";
import {
  bookingTerms,
  bookingWordsOf,
  fixedDates,
  glanceWords,
  kerala,
  keralaHindi,
  keralaOffers,
  offerWords,
  seasonTitles,
  today,
  tripWords,
} from "../__fixtures__/kerala";
import en from "../../../../content/packages/kerala-backwaters.json";
import { resolvedPrice } from "../../packages/__fixtures__/price";
import { depositsFor } from "../../../utils/trip-price";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Packages", path: "/packages" },
  { name: "Domestic", path: "/packages/domestic" },
  { name: kerala.title, path: kerala.path },
];

function renderPage(overrides: Partial<PackageDetailProps> = {}, locale: "en" | "hi" = "en") {
  const props: PackageDetailProps = {
    words: tripWords[locale],
    pkg: kerala,
    defaultPolicies: bookingTerms,
    related: [],
    crumbs,
    today,
    seatCountFreshDays: 7,
    whatsappNumber: "919876543210",
    taxesTitle: "Taxes",
    offers: { words: offerWords[locale], gstRate: 5 },
    glance: { words: glanceWords[locale] },
    seasonTitle: seasonTitles[locale],
    party: { terms: { depositPercent: 25, per: "person", balanceDaysBefore: 21 }, monthNames: monthNamesIn(locale === "en" ? "en-GB" : "hi-IN") },
    ...overrides,
  };
  return render(
    <LocaleContext.Provider value={locale}>
      <PackageDetail {...props} />
    </LocaleContext.Provider>,
  );
}

const section = (name: string | RegExp) => screen.getByRole("region", { name });

describe("PackageDetail", () => {
  it("shows the itinerary as an ordered list, one titled entry per day, with meals and the night's stop", () => {
    renderPage();
    const days = within(section("Day by day")).getAllByRole("listitem");
    expect(days).toHaveLength(kerala.days);
    expect(within(days[0]).getByRole("heading", { level: 3 })).toHaveTextContent(`Day 1 ${kerala.itinerary[0].title}`);
    expect(days[0]).toHaveTextContent("Meals:No meals included");
    expect(days[0]).toHaveTextContent(`Overnight:${kerala.itinerary[0].overnight}`);
    expect(days[4]).toHaveTextContent("Meals:Breakfast, Lunch and Dinner");
    // The last day ends at home: no night's stop.
    expect(days[days.length - 1]).not.toHaveTextContent("Overnight");
  });

  it("heads the price box with the price a person pays, GST included, its basis, and the GST in it; options and extras likewise", () => {
    renderPage();
    const price = section("Price");
    expect(price).toHaveTextContent(`From ₹22,574 ${kerala.price.basis}`);
    expect(price).toHaveTextContent("₹21,499 + ₹1,075 GST (5%)");
    const options = within(price).getByRole("list", { name: "Other options" });
    expect(
      within(options)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([`${kerala.price.tiers[0].label}₹29,399₹27,999 + ₹1,400 GST (5%)`, `${kerala.price.tiers[1].label}₹40,424₹38,499 + ₹1,925 GST (5%)`]);
    // No charge on top of the price: no line of charges, no "compulsory charges" in a breakdown.
    expect(price).not.toHaveTextContent("compulsory");
    const extras = within(price).getByRole("list", { name: "Other prices" });
    expect(within(extras).getAllByRole("listitem")[0]).toHaveTextContent(`${kerala.price.extras[0].label}₹12,599₹11,999 + ₹600 GST (5%)`);
    expect(price).toHaveTextContent(kerala.price.note);
    // Kerala is in India: no TCS.
    expect(price).not.toHaveTextContent("TCS");
  });

  it("says TCS is collected on a tour abroad, at the rate in force, and speaks Hindi on Hindi pages", () => {
    renderPage({ pkg: { ...keralaHindi, overseas: true } }, "hi");
    const price = section(tripWords.hi.price);
    expect(price).toHaveTextContent("₹22,574");
    expect(price).toHaveTextContent("₹21,499 + ₹1,075 जीएसटी (5%)");
    expect(price).toHaveTextContent("साथ में 2% टीसीएस");
  });

  it("lists each compulsory charge with its amount beside the price, and puts them in the all-in figure", () => {
    const charges = [
      { label: "Port charges", amount: 2400, payable: "withBooking" as const },
      { label: "Gratuities", amount: 1600, payable: "onTrip" as const },
      { label: "A porter, if you want one", amount: 800, payable: "onTrip" as const, optional: true },
    ];
    renderPage({ pkg: { ...kerala, price: resolvedPrice({ ...kerala.price, charges }) as never } });
    const price = section("Price");
    // ₹21,499 + ₹1,075 GST + ₹4,000 of charges; the porter is the traveller's choice, not in it.
    expect(price).toHaveTextContent(`From ₹26,574 ${kerala.price.basis}`);
    expect(price).toHaveTextContent("₹21,499 + ₹1,075 GST (5%) + ₹4,000 compulsory charges");
    const list = within(price).getByRole("list", { name: tripWords.en.charges });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      `Port charges${tripWords.en.chargePayable.withBooking}₹2,400`,
      `Gratuities${tripWords.en.chargePayable.onTrip}₹1,600`,
      `A porter, if you want one${tripWords.en.chargeOptional}₹800`,
    ]);
    // Each option costs its price with GST and the same charges.
    expect(within(price).getByRole("list", { name: "Other options" })).toHaveTextContent("₹33,399₹27,999 + ₹1,400 GST (5%) + ₹4,000 compulsory charges");
  });

  it("shows each season still to come with its days and its price, and none once it has ended", () => {
    const periods = [
      {
        label: "Christmas and New Year",
        startsOn: "2026-12-20",
        endsOn: "2027-01-02",
        amount: 26999,
        startsOnText: "20 December 2026",
        endsOnText: "2 January 2027",
      },
    ];
    const { unmount } = renderPage({ pkg: { ...kerala, price: { ...kerala.price, periods } } });
    const seasons = within(section("Price")).getByRole("list", { name: tripWords.en.seasons });
    expect(seasons).toHaveTextContent("Christmas and New YearDepartures 20 December 2026 to 2 January 2027₹28,349₹26,999 + ₹1,350 GST (5%)");
    unmount();
    renderPage({ pkg: { ...kerala, price: { ...kerala.price, periods } }, today: "2027-01-03" });
    expect(within(section("Price")).queryByRole("list", { name: tripWords.en.seasons })).toBeNull();
  });

  it("says Price on request when the package has no amount", () => {
    renderPage({ pkg: { ...kerala, price: { ...kerala.price, from: null, allIn: null, gst: null, tiers: null, extras: null } } });
    const price = section("Price");
    expect(price).toHaveTextContent("Price on request");
    expect(price).not.toHaveTextContent("₹");
  });

  it("says a private trip leaves on any date", () => {
    renderPage();
    expect(section("Departures")).toHaveTextContent("it leaves on any date you choose");
    expect(within(section("Departures")).queryByRole("table")).not.toBeInTheDocument();
  });

  it("lists only departures from today on, earliest first, with their seats, and an enquiry for each date still open", () => {
    renderPage({ pkg: { ...kerala, departures: fixedDates() } });
    const rows = within(section("Departures")).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "Friday, 15 January 2027AvailableEnquire for 15 January",
      "Friday, 12 February 20274 seats left on 12 February (as of 22 November)Enquire for 12 February",
      "Friday, 5 March 2027Sold out",
    ]);
    expect(within(rows[0]).getByRole("link", { name: "Enquire for 15 January" })).toHaveAttribute(
      "href",
      "/packages/domestic/kerala-backwaters/enquire?date=2027-01-15#enquiry-form",
    );
    expect(within(rows[2]).queryByRole("link")).not.toBeInTheDocument();
    expect(section("Departures")).not.toHaveTextContent("2026");
  });

  it("claims few seats only while the count is fresh, then shows the date as open", () => {
    // Counted on 22 November, shown for 7 days: up to 28 November, India time.
    const { unmount } = renderPage({ pkg: { ...kerala, departures: fixedDates() }, today: "2026-11-28" });
    expect(section("Departures")).toHaveTextContent("4 seats left on 12 February (as of 22 November)");
    unmount();
    renderPage({ pkg: { ...kerala, departures: fixedDates() }, today: "2026-11-29" });
    const rows = within(section("Departures")).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toContain("Friday, 12 February 2027AvailableEnquire for 12 February");
    expect(section("Departures")).not.toHaveTextContent(/seats? left/i);
  });

  it("words the seat count in Hindi on a Hindi page", () => {
    renderPage({ pkg: { ...keralaHindi, departures: fixedDates("hi") } }, "hi");
    expect(screen.getByRole("region", { name: "प्रस्थान" })).toHaveTextContent("12 फ़रवरी को 4 सीटें बाकी (22 नवंबर की स्थिति)");
  });

  it("promises new dates, never a stale one, when every fixed date has passed", () => {
    renderPage({ pkg: { ...kerala, departures: fixedDates() }, today: "2027-04-01" });
    expect(section("Departures")).toHaveTextContent("New dates are coming soon");
    expect(within(section("Departures")).queryByRole("table")).not.toBeInTheDocument();
  });

  it("writes dates in the page's language", () => {
    renderPage({ pkg: { ...keralaHindi, departures: fixedDates("hi") } }, "hi");
    expect(screen.getByRole("region", { name: "प्रस्थान" })).toHaveTextContent("15 जनवरी 2027");
  });

  it("shows the site's payment terms and cancellation table unless the package has its own", () => {
    const { unmount } = renderPage();
    const policies = section("Payment and cancellation");
    expect(policies).toHaveTextContent(bookingTerms.payment[0]);
    const rows = within(policies).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "30 or more days before departure10% of the price",
      "15 to 29 days before departure50% of the price",
      "Less than 15 days before departure, or not turning up100% of the price",
    ]);
    unmount();
    renderPage({
      pkg: {
        ...kerala,
        policies: {
          payment: ["Pay in full when booking."],
          confirmation: { depositPercent: 100, per: "person", balanceDaysBefore: 0 },
          cancellation: [{ daysBefore: 7, charge: 25 }],
        },
      },
    });
    expect(section("Payment and cancellation")).toHaveTextContent("Pay in full when booking.");
    expect(section("Payment and cancellation")).not.toHaveTextContent(bookingTerms.payment[0]);
  });

  it("links Enquire to the package's own form, at the form, and WhatsApp with a message naming the trip", () => {
    renderPage();
    const enquire = screen.getAllByRole("link", { name: "Enquire about this package" });
    for (const link of enquire) expect(link).toHaveAttribute("href", "/packages/domestic/kerala-backwaters/enquire#enquiry-form");
    const whatsapp = screen.getAllByRole("link", { name: /Ask on WhatsApp/ })[0];
    const text = new URL(whatsapp.getAttribute("href") ?? "").searchParams.get("text");
    expect(whatsapp.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/919876543210\?text=/);
    expect(text).toBe(`Hello, I would like to know more about ${kerala.title} (6 days, 5 nights).`);
  });

  it("shows where the page sits: each step a link, the package itself current", () => {
    renderPage();
    const trail = screen.getByRole("navigation");
    expect(
      within(trail)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    ).toEqual([
      ["Home", "/"],
      ["Packages", "/packages"],
      ["Domestic", "/packages/domestic"],
    ]);
    expect(within(trail).getByText(kerala.title)).toHaveAttribute("aria-current", "page");
  });

  it("gives each photo a link to its large file (the viewer, with JavaScript) that names it and its place", () => {
    const large = (i: number) => ({
      childImageSharp: { gatsbyImageData: { layout: "constrained", width: 1600, height: 1200, images: { fallback: { src: `/static/photo-${i}.jpg` } } } },
    });
    renderPage({ pkg: { ...kerala, photos: kerala.photos.map((p, i) => ({ ...p, large: large(i) })) as typeof kerala.photos } });
    const tiles = within(section("Photos")).getAllByRole("link");
    expect(tiles).toHaveLength(kerala.photos.length);
    expect(tiles[1]).toHaveAccessibleName(`Open photo 2 of ${kerala.photos.length}`);
    expect(tiles[1]).toHaveAttribute("href", "/static/photo-1.jpg");
  });
});

describe("PackageDetail's guides", () => {
  it("links the guide of the package's destination, and shows no link when there is none", () => {
    const { unmount } = renderPage({ guides: [{ to: "/guides/kerala", label: "Read our Kerala travel guide" }] });
    expect(screen.getByRole("link", { name: "Read our Kerala travel guide" })).toHaveAttribute("href", "/guides/kerala");
    unmount();
    renderPage();
    expect(screen.queryByRole("link", { name: /guide/i })).toBeNull();
  });

  it("links the Hindi guide on a Hindi page", () => {
    renderPage({ guides: [{ to: "/guides/kerala", label: "हमारी केरल यात्रा गाइड पढ़ें" }] }, "hi");
    expect(screen.getByRole("link", { name: "हमारी केरल यात्रा गाइड पढ़ें" })).toHaveAttribute("href", "/hi/guides/kerala");
  });
});

describe("PackageDetail's price box and deposit", () => {
  it("says what the law adds to the price, in content's words with the rates of the day, and the TCS abroad", () => {
    renderPage({ pkg: { ...kerala, overseas: true, bookingWords: bookingWordsOf(en, true) } });
    const taxes = within(section(tripWords.en.price)).getByRole("list", { name: "Taxes" });
    expect(
      within(taxes)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([bookingTerms.taxes.gst.replace("{rate}", "5"), bookingTerms.taxes.tcs.replace("{rate}", "2").replace("{amount}", "₹451")]);
  });

  it("offers Kerala's deposit per person, computed from what its terms say confirms a booking, with each option's and what happens next", () => {
    renderPage();
    // A quarter of ₹22,574, the lowest price with GST, rounded up: "A deposit of 25% ... confirms your booking".
    const pay = screen.getByRole("link", { name: "Pay the deposit ₹5,644 per person" });
    expect(pay).toHaveAttribute("href", kerala.deposit?.payUrl);
    // Kerala's dearer hotels and houseboats cost more, so a quarter of theirs is more: the line says whose quarter it is.
    expect(
      screen.getByText(`${bookingTerms.deposit.optionsNext.replace(/\{percent\}/g, "25").replace("{basis}", kerala.price.basis)} ${bookingTerms.deposit.next}`),
    ).toBeInTheDocument();
    // And each option's and other price's deposit, worked out the same way: a quarter of ₹29,399 is ₹7,350; of a child's ₹12,599, ₹3,150.
    const others = screen.getByRole("list", { name: bookingTerms.deposit.others.replace("{percent}", "25") });
    expect(
      within(others)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      `${kerala.price.tiers[0].label}₹7,350`,
      `${kerala.price.tiers[1].label}₹10,106`,
      `${kerala.price.extras[0].label}₹3,150`,
      `${kerala.price.extras[1].label}₹2,494`,
    ]);
    expect(section(tripWords.en.policies)).toHaveTextContent("A deposit of 25% of the price per person, GST included, confirms your booking");
  });

  it("says under the button what cancelling costs, from the schedule's first step, and links to the table", () => {
    renderPage();
    expect(
      screen.getByText("If you cancel 30 or more days before departure, we keep 10% of the price and refund the rest of what you paid within 14 days."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: bookingTerms.deposit.refundLink })).toHaveAttribute("href", "#trip-cancellation");
    expect(document.getElementById("trip-cancellation")).not.toBeNull();
  });

  it("says a smaller share only holds the seats, and what then confirms the booking", () => {
    // The build computes the deposits at the smaller share (scripts/lib/price-fields.ts).
    const deposits = { percent: 10, ...depositsFor(kerala.price, 5, 10) };
    renderPage({
      pkg: { ...kerala, deposit: { holdPercent: 10, payUrl: "https://rzp.io/rzp/kerala" }, deposits, bookingWords: bookingWordsOf(en, false, 10) },
    });
    // A tenth of ₹22,574, rounded up.
    expect(screen.getByRole("link", { name: "Pay to hold your seats ₹2,258 per person" })).toHaveAttribute("href", "https://rzp.io/rzp/kerala");
    expect(screen.getByText(bookingTerms.deposit.holdsNext.replace("{percent}", "25"))).toBeInTheDocument();
    expect(screen.queryByText(bookingTerms.deposit.next)).toBeNull();
  });

  it("says only what happens next where the package has no dearer option", () => {
    const noTiers = { ...en, price: { ...en.price, tiers: [] } };
    renderPage({ pkg: { ...kerala, price: { ...kerala.price, tiers: [] }, bookingWords: bookingWordsOf(noTiers, false, null, "en") } });
    expect(screen.getByText(bookingTerms.deposit.next)).toBeInTheDocument();
    expect(screen.queryByText(/This deposit is/)).toBeNull();
  });

  it("names the deposit in Hindi on Hindi pages", () => {
    renderPage({ pkg: keralaHindi }, "hi");
    expect(screen.getByRole("link", { name: `${tripWords.hi.payDeposit} ₹5,644 ${tripWords.hi.perPerson}` })).toBeInTheDocument();
  });

  it("shows nothing about a deposit for a package without one", () => {
    renderPage({ pkg: { ...kerala, deposit: null, deposits: null } });
    expect(screen.queryByRole("link", { name: new RegExp(tripWords.en.payDeposit) })).toBeNull();
    expect(screen.queryByText(bookingTerms.deposit.next)).toBeNull();
  });

  it("shows each offer current today with its saving, the day it ends, and its price beside the price it is taken off, with GST", () => {
    renderPage({ pkg: { ...kerala, offers: keralaOffers() } });
    const offers = within(section(offerWords.en.title)).getAllByRole("listitem");
    // ₹21,499 + 5% GST = ₹22,574; less ₹2,000 + GST = ₹20,474: the saving shown is their difference.
    expect(offers.map((o) => o.textContent)).toEqual([
      `Early-bird: save ₹2,100 if you book by 31 January 2027Offer price ₹20,474 until 31 January 2027; the package's price without the offer ₹22,574, ${kerala.price.basis}, GST included`,
    ]);
  });

  it("shows a group offer in Hindi once it has begun, and no offers section when none is current", () => {
    renderPage({ pkg: { ...keralaHindi, offers: keralaOffers("hi") }, today: "2027-02-01", words: tripWords.hi }, "hi");
    expect(within(section(offerWords.hi.title)).getByRole("listitem")).toHaveTextContent(
      "6 या उससे ज़्यादा यात्रियों के समूह के लिए: 31 मार्च 2027 तक बुक करें और प्रति व्यक्ति ₹1,575 बचाएँ",
    );
    // The price it is taken off is called what it is, the price without the offer: never "usual" (सामान्य).
    expect(within(section(offerWords.hi.title)).getByRole("listitem")).toHaveTextContent(
      `ऑफ़र की कीमत ₹20,999, 31 मार्च 2027 तक; ऑफ़र के बिना पैकेज की कीमत ₹22,574, ${keralaHindi.price.basis}, जीएसटी सहित`,
    );
    expect(within(section(offerWords.hi.title)).getByRole("listitem")).not.toHaveTextContent("सामान्य");
    renderPage({ pkg: { ...kerala, offers: keralaOffers() }, today: "2027-04-01" });
    expect(screen.queryByRole("region", { name: offerWords.en.title })).not.toBeInTheDocument();
  });

  it("shows the year as twelve months hidden from screen readers, which read the same in sentences with the reasons, in either language", () => {
    for (const [locale, pkg] of [
      ["en", kerala],
      ["hi", keralaHindi],
    ] as const) {
      const { unmount } = renderPage({ pkg }, locale);
      const season = section(seasonTitles[locale]);
      const strip = season.querySelector("ol");
      expect(strip).toHaveAttribute("aria-hidden", "true");
      expect(strip?.children).toHaveLength(12);
      // Kerala's monsoon months are possible; its winter is the best time.
      expect([...(strip?.children ?? [])].map((m) => m.getAttribute("data-season"))).toEqual([
        "best",
        "best",
        "best",
        "possible",
        "possible",
        "possible",
        "possible",
        "possible",
        "possible",
        "best",
        "best",
        "best",
      ]);
      const lines = within(season)
        .getAllByRole("listitem")
        .map((li) => li.textContent);
      expect(lines).toEqual(pkg.seasonLines.map((l) => l.text));
      expect(lines[0]).toBe(locale === "en" ? "October to March: the best time." : "अक्टूबर से मार्च: सबसे अच्छा समय।");
      expect(lines.at(-1)).toContain(locale === "en" ? "Monsoon: heavy rain" : "मानसून: भारी बारिश");
      unmount();
    }
  });

  it("gives the site search the package's own words only: not the breadcrumb, the enquiry buttons or the other packages' cards", () => {
    const other = {
      slug: "ladakh-road-trip",
      path: "/packages/domestic/ladakh-road-trip",
      title: "Ladakh Road Trip",
      destination: "Leh, Ladakh",
      grade: "moderate",
      highestNight: 4250,
      days: 8,
      nights: 7,
      price: kerala.price,
      imageAlt: "A road",
      image: { childImageSharp: null },
      overseas: false,
      offers: [],
      bestMonthsText: null,
    } as Queries.PackageCardFragment;
    renderPage({ related: [other] });
    const ignored = (el: Element) => el.closest("[data-pagefind-ignore]");
    expect(ignored(screen.getByRole("region", { name: tripWords.en.related }))).not.toBeNull();
    expect(ignored(screen.getByRole("link", { name: "Ladakh Road Trip" }))).not.toBeNull();
    expect(ignored(screen.getByRole("navigation"))).not.toBeNull();
    // The page's own heading, places and days are read.
    expect(ignored(screen.getByRole("heading", { level: 1, name: kerala.title }))).toBeNull();
    expect(ignored(screen.getByText(new RegExp(kerala.destination)))).toBeNull();
    expect(ignored(section("Day by day"))).toBeNull();
  });
});
