import { render, screen } from "@testing-library/react";
import { LanguageSwitch } from "../../components/layout/language-switch";
import { PageLanguagesContext, pageLanguagesOf, pathIn } from "../page-languages";

// A package may be published in English before its Hindi translation exists: its English page
// must then lead Hindi readers to the Hindi packages page, never to a Hindi page that was not built.

describe("page languages", () => {
  it("lead to the same page in a language it is published in, and to its section in one it is not", () => {
    const englishOnly = pageLanguagesOf({ languages: ["en"], fallback: "/packages" });
    expect(pathIn(englishOnly, "/packages/domestic/goa", "hi")).toBe("/hi/packages");
    expect(pathIn(englishOnly, "/packages/domestic/goa", "en")).toBe("/packages/domestic/goa");
    expect(pathIn(pageLanguagesOf({}), "/gallery", "hi")).toBe("/hi/gallery");
  });

  it("make the language switch of an untranslated page lead to the section in that language", () => {
    render(
      <PageLanguagesContext.Provider value={{ languages: ["en"], fallback: "/packages" }}>
        <LanguageSwitch currentPath="/packages/domestic/goa-beach-break" />
      </PageLanguagesContext.Provider>,
    );
    expect(screen.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi/packages");
  });

  it("make the language switch of a translated page lead to its twin", () => {
    render(<LanguageSwitch currentPath="/packages/domestic/goa-beach-break" />);
    expect(screen.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi/packages/domestic/goa-beach-break");
  });
});
