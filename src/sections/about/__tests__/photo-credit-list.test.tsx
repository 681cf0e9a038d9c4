import { render, screen, within } from "@testing-library/react";
import { PhotoCreditList } from "../photo-credit-list";
import englishCredits from "../../../../content/photo-credits.json";
import credits from "../../../../content/hi/photo-credits.json";
import hindiUi from "../../../../content/hi/ui.json";

describe("PhotoCreditList", () => {
  it("credits every photo by author, licence and source, in the page's language's words", () => {
    render(<PhotoCreditList title="फ़ोटोग्राफ़र और लाइसेंस" words={hindiUi.photoCredits} credits={credits} />);
    const list = screen.getByRole("list", { name: "फ़ोटोग्राफ़र और लाइसेंस" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(englishCredits.length);
    const bird = items.find((i) => i.textContent?.includes("wild-bird.jpg"))!;
    expect(
      within(bird)
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual(["फ़ोटोग्राफ़र", "लाइसेंस", "स्रोत"]);
    // A photographer's name and a licence's code stay as they are; the source is said in Hindi.
    expect(
      within(bird)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["Lukas Baubkus", "CC-BY-SA-3.0", "डेबियन पैकेज lomiri-wallpapers-20.04"]);
    // The placeholder portraits, made for the site, are described in Hindi too.
    const portraits = items.find((i) => i.textContent?.includes("portraits/"))!;
    expect(
      within(portraits)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["Summit & Sea वेब टीम", "कंप्यूटर से बनाए गए अस्थायी चित्र", "इसी साइट के लिए बनाए गए"]);
  });
});
