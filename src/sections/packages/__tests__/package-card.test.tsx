import { render, screen } from "@testing-library/react";
import { PackageCard } from "../package-card";
import { LocaleContext } from "../../../i18n/locale-context";
import { resolvedPrice } from "../__fixtures__/price";
import { keralaOffers } from "../../package/__fixtures__/kerala";

const card = (price: { from?: number }, overseas = false, grade: "easy" | "challenging" = "easy", highestNight: number | null = 1530) => ({
  slug: "trip",
  grade,
  highestNight,
  path: "/packages/x/trip",
  title: "A Trip",
  destination: "Somewhere",
  days: 6,
  nights: 5,
  price: { ...resolvedPrice(price), basis: "per person, twin sharing" },
  overseas,
  image: null,
  imageAlt: "A photo",
});

const renderCard = (props: ReturnType<typeof card>, locale: "en" | "hi" = "en") =>
  render(
    <LocaleContext.Provider value={locale}>
      <ul>
        <PackageCard {...props} compact />
      </ul>
    </LocaleContext.Provider>,
  );

describe("PackageCard", () => {
  it("heads with the price a person pays, GST included, next to its basis, and breaks it into price plus GST", () => {
    renderCard(card({ from: 21499 }));
    const item = screen.getByRole("listitem");
    expect(item).toHaveTextContent("from ₹22,574 per person, twin sharing");
    expect(item).toHaveTextContent("₹21,499 + ₹1,075 GST (5%)");
    // A tour in India says nothing of TCS.
    expect(item).not.toHaveTextContent("TCS");
  });

  it("says TCS is collected on a tour abroad, with the rate in force (2% since 1 April 2026) and that it is set off against income tax", () => {
    renderCard(card({ from: 49999 }, true));
    const item = screen.getByRole("listitem");
    expect(item).toHaveTextContent("from ₹52,499 per person, twin sharing");
    expect(item).toHaveTextContent("₹49,999 + ₹2,500 GST (5%)");
    expect(item).toHaveTextContent("Plus 2% TCS, which you set off against your income tax");
  });

  it("says the same in Hindi", () => {
    renderCard(card({ from: 49999 }, true), "hi");
    const item = screen.getByRole("listitem");
    expect(item).toHaveTextContent("₹52,499");
    expect(item).toHaveTextContent("₹49,999 + ₹2,500 जीएसटी (5%)");
    expect(item).toHaveTextContent("साथ में 2% टीसीएस, जिसे आप अपने आयकर में समायोजित करते हैं");
  });

  it("shows no figure for a price on request", () => {
    renderCard(card({}));
    expect(screen.getByRole("listitem")).toHaveTextContent("Price on request");
    expect(screen.getByRole("listitem")).not.toHaveTextContent("₹");
  });

  it("is another page's words wherever it is shown: the site search leaves the whole card out", () => {
    renderCard(card({ from: 21499 }));
    expect(screen.getByRole("listitem")).toHaveAttribute("data-pagefind-ignore", "all");
  });

  it("names the trip's grade, and its highest night only where it is above 2,500 m", () => {
    renderCard(card({ from: 21499 }, false, "challenging", 4400));
    expect(screen.getByRole("listitem")).toHaveTextContent("Grade: Challenging · Highest night 4,400 m");
  });

  it("names no height for a trip that stays low, or whose nights are all on board", () => {
    renderCard(card({ from: 21499 }, false, "easy", 1530));
    expect(screen.getByRole("listitem")).toHaveTextContent("Grade: Easy");
    expect(screen.getByRole("listitem")).not.toHaveTextContent("Highest night");
  });

  it("says them in Hindi on a Hindi page", () => {
    renderCard(card({ from: 21499 }, false, "challenging", 4400), "hi");
    expect(screen.getByRole("listitem")).toHaveTextContent("स्तर: कठिन · रात का सबसे ऊँचा ठहराव 4,400 मीटर");
  });

  describe("while an offer is current", () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const offered = (locale: "en" | "hi" = "en") => ({ ...card({ from: 21499 }), offers: keralaOffers(locale) });

    it("shows the offer's price where the price is, against the price it replaces, with the day it ends", () => {
      // Noon in India on the early-bird offer's last day.
      jest.setSystemTime(new Date("2027-01-31T12:00:00+05:30"));
      renderCard(offered());
      const item = screen.getByRole("listitem");
      expect(item).toHaveTextContent("Early-bird: save ₹2,100 if you book by 31 January 2027");
      expect(item).toHaveTextContent(
        "Offer price ₹20,474 until 31 January 2027; the package's price without the offer ₹22,574, per person, twin sharing, GST included",
      );
      expect(screen.getByText("₹20,474").tagName).toBe("STRONG");
      expect(screen.getByText("₹22,574").tagName).toBe("S");
      expect(item).not.toHaveTextContent("from ₹22,574");
    });

    it("says it in Hindi on a Hindi page", () => {
      jest.setSystemTime(new Date("2027-01-31T12:00:00+05:30"));
      renderCard(offered("hi"), "hi");
      expect(screen.getByRole("listitem")).toHaveTextContent("31 जनवरी 2027 तक बुक करें और ₹2,100 बचाएँ");
      expect(screen.getByText("₹20,474").tagName).toBe("STRONG");
    });

    it("moves on to the next offer the day after one's last day, in India, saying what it asks for", () => {
      jest.setSystemTime(new Date("2027-02-01T00:01:00+05:30"));
      renderCard(offered());
      const item = screen.getByRole("listitem");
      expect(item).not.toHaveTextContent("Early-bird");
      // The group offer from 1 February needs a party: the card says so, with its own last day.
      expect(item).toHaveTextContent("Groups of 6 or more: save ₹1,575 each if you book by 31 March 2027");
    });

    it("shows the usual price once no offer is current", () => {
      jest.setSystemTime(new Date("2027-04-01T00:01:00+05:30"));
      renderCard(offered());
      const item = screen.getByRole("listitem");
      expect(item).toHaveTextContent("from ₹22,574 per person, twin sharing");
      expect(item).not.toHaveTextContent("Offer price");
    });
  });
});
