import { render, screen, within } from "@testing-library/react";
import { LocaleContext } from "../../../i18n/locale-context";
import { OfferList, type OfferedPackage } from "../offer-list";
import { keralaOffers, offerWords } from "../../package/__fixtures__/kerala";

// Two packages: Kerala with an early-bird offer through 31 January 2027 and a group one from 1
// February; Goa with nothing current.
const packages: OfferedPackage[] = [
  {
    slug: "kerala-backwaters",
    title: "Kerala Backwaters",
    path: "/packages/domestic/kerala-backwaters",
    destination: "Munnar, Thekkady and Alleppey",
    days: 6,
    nights: 5,
    price: { from: 21499, basis: "per person, twin sharing, in 3-star hotels" },
    offers: keralaOffers(),
    image: null,
    imageAlt: "Houseboat",
  },
  {
    slug: "goa-beach-break",
    title: "Goa Beach Break",
    path: "/packages/domestic/goa-beach-break",
    destination: "Goa",
    days: 4,
    nights: 3,
    price: { from: 14999, basis: "per person, twin sharing" },
    offers: null,
    image: null,
    imageAlt: "Beach",
  },
];
const renderList = (today: string) =>
  render(
    <LocaleContext.Provider value="en">
      <OfferList packages={packages} words={offerWords.en} gstRate={5} today={today} packagesPath="/packages" label="Holiday Offers" />
    </LocaleContext.Provider>,
  );

describe("OfferList", () => {
  it("lists only the offers current today, each as a card under its package's link", () => {
    renderList("2027-01-31");
    const list = screen.getByRole("list", { name: "Holiday Offers" });
    expect(within(list).getByRole("heading", { level: 2 })).toHaveTextContent("Kerala Backwaters");
    expect(within(list).getByRole("link", { name: "Kerala Backwaters" })).toHaveAttribute("href", "/packages/domestic/kerala-backwaters");
    expect(within(list).queryByText("Goa Beach Break")).not.toBeInTheDocument();
    const offer = within(list).getByText("Early-bird: save ₹2,100 if you book by 31 January 2027").closest("p");
    // The price it is taken off, with what that price buys: ₹21,499 + 5% GST; the offer's price drawn large, the old one struck through.
    expect(offer).toHaveTextContent(
      "Offer price ₹20,474 until 31 January 2027; the package's price without the offer ₹22,574, per person, twin sharing, in 3-star hotels, GST included",
    );
    expect(within(offer as HTMLElement).getByText("₹20,474").tagName).toBe("STRONG");
    expect(within(offer as HTMLElement).getByText("₹22,574").tagName).toBe("S");
    expect(within(list).queryByText(/Groups of/)).not.toBeInTheDocument();
  });

  it("gives each card a button to the package and one to its enquiry form", () => {
    renderList("2027-01-31");
    const list = screen.getByRole("list", { name: "Holiday Offers" });
    expect(within(list).getByRole("link", { name: "See this trip" })).toHaveAttribute("href", "/packages/domestic/kerala-backwaters");
    expect(within(list).getByRole("link", { name: "Enquire about Kerala Backwaters" })).toHaveAttribute(
      "href",
      "/packages/domestic/kerala-backwaters/enquire#enquiry-form",
    );
  });

  it("says so when no offer is current, and links to the packages", () => {
    renderList("2027-04-01");
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
    expect(screen.getByText(offerWords.en.none)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: offerWords.en.browse })).toHaveAttribute("href", "/packages");
  });

  it("is the packages' words, not the offers page's: the site search leaves the list out", () => {
    renderList("2027-01-31");
    expect(screen.getAllByRole("list")[0].closest("[data-pagefind-ignore]")).not.toBeNull();
  });
});
