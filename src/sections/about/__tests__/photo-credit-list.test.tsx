import { render, screen, within } from "@testing-library/react";
import { PhotoCreditList } from "../photo-credit-list";
import credits from "../../../../content/photo-credits.json";
import hindiUi from "../../../../content/hi/ui.json";

describe("PhotoCreditList", () => {
  it("credits every photo of content/photo-credits.json by author, licence and source, in the page's language's words", () => {
    render(<PhotoCreditList title="फ़ोटोग्राफ़र और लाइसेंस" words={hindiUi.photoCredits} credits={credits} />);
    const list = screen.getByRole("list", { name: "फ़ोटोग्राफ़र और लाइसेंस" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(credits.length);
    const bird = credits.find((c) => c.file === "wild-bird.jpg")!;
    const item = items.find((i) => i.textContent?.includes("wild-bird.jpg"))!;
    expect(
      within(item)
        .getAllByRole("term")
        .map((t) => t.textContent),
    ).toEqual(["फ़ोटोग्राफ़र", "लाइसेंस", "स्रोत"]);
    expect(
      within(item)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual([bird.author, bird.licence, bird.source]);
    // The credits are the licences' own (English) words: screen readers read them as English.
    expect(within(item).getByText(bird.author)).toHaveAttribute("lang", "en");
  });
});
