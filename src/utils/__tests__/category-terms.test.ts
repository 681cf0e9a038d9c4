import { categoryTerms, scheduleText } from "../category-terms";
import terms from "../../../content/booking-terms.json";
import ui from "../../../content/ui.json";

const words = terms.categoryTerms;
const rates = { gst: 5, tcs: 2 };
const trip = (title: string, over: object = {}) => ({ title, path: `/packages/x/${title.toLowerCase()}`, hasCharges: false, ...over });
const cabin = {
  confirmation: { depositPercent: 40, balanceDaysBefore: 60 },
  cancellation: [
    { daysBefore: 60, charge: 25 },
    { daysBefore: 0, charge: 100 },
  ],
};

describe("a category's answers on price, payment and cancellation", () => {
  it("state the site's terms where every package follows them", () => {
    const [price, payment, cancellation] = categoryTerms(words, terms, rates, ui.trip, [trip("Kerala"), trip("Goa")]);
    expect(price.answer).toBe(words.price.replace("{gst}", "5"));
    expect(payment.answer).toBe(words.payment.replace("{percent}", "25").replace("{days}", "21"));
    expect(cancellation.answer).toBe(
      `30 or more days before departure: 10% of the price; 15 to 29 days before departure: 50% of the price; ${ui.trip.cancelUnder.replace("{days}", "15")}: 100% of the price. We refund the rest of what you paid within 14 days of your written cancellation.`,
    );
    expect(payment.links).toBeUndefined();
  });

  it("add TCS where a package is abroad and the charges where one has any", () => {
    const [price] = categoryTerms(words, terms, rates, ui.trip, [trip("Bali", { overseas: true, hasCharges: true })]);
    expect(price.answer).toBe([words.price.replace("{gst}", "5"), words.priceAbroad.replace("{tcs}", "2"), words.priceCharges].join(" "));
  });

  it("state a package's own terms where the category's packages share them", () => {
    const [, payment] = categoryTerms(words, terms, rates, ui.trip, [trip("Andaman", { policies: cabin }), trip("Goa cruise", { policies: cabin })]);
    expect(payment.answer).toMatch(/^A deposit of 40% .* 60 days before departure/);
  });

  it("say the packages differ and link each one's terms, stating no figure some contradict", () => {
    const [, payment, cancellation] = categoryTerms(words, terms, rates, ui.trip, [trip("Andaman", { policies: cabin }), trip("Kerala")]);
    for (const answer of [payment, cancellation]) {
      expect(answer.answer).not.toMatch(/\d/);
      expect(answer.links).toEqual([
        { to: "/packages/x/andaman#trip-policies", label: "Andaman: payment and cancellation terms" },
        { to: "/packages/x/kerala#trip-policies", label: "Kerala: payment and cancellation terms" },
      ]);
    }
  });

  it("write a schedule as the table reads it", () => {
    expect(scheduleText(cabin.cancellation, ui.trip)).toBe(
      `60 or more days before departure: 25% of the price; ${ui.trip.cancelUnder.replace("{days}", "60")}: 100% of the price`,
    );
  });
});
