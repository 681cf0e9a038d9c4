import { test, expect, gotoHydrated } from "./fixtures";
import { readContent } from "./support/content";
import { localizePath, locales } from "../model/locales";
import { photoCreditsPath } from "../model/routes";

// Every photo a visitor sees is credited: the footer's small print leads, from any page, to one page
// that names each photo's author, licence and source in the page's language (content/photo-credits.json
// and its translations).
/** A file's name without folder or extension: /static/<hash>/<size>/night-sea.webp and night-sea.jpg are both night-sea. */
const baseName = (file: string) =>
  file
    .split("/")
    .pop()!
    .replace(/\.\w+$/, "");

for (const locale of locales) {
  const ui = readContent("ui.json", locale);
  const pageCopy = readContent("pages.json", locale).find((p) => p.page === "photoCredits")!;
  const credits = readContent("photo-credits.json", locale);

  test(`${locale}: the footer leads to the photo credits, which name every photo of the home page`, async ({ page }) => {
    await gotoHydrated(page, localizePath("/", locale));
    const sources = await page
      .getByRole("main")
      .locator("picture img")
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? ""));
    const shown = [...new Set(sources.map(baseName))];
    expect(shown.length, "photos on the home page").toBeGreaterThan(3);

    await page.getByRole("contentinfo").getByRole("link", { name: ui.footer.photoCredits }).click();
    await expect(page).toHaveURL(new RegExp(`${localizePath(photoCreditsPath, locale)}$`));
    const list = page.getByRole("main").getByRole("list", { name: pageCopy.sectionTitle });
    await expect(list.getByRole("listitem")).toHaveCount(credits.length);
    // Read once: a catalogue ten times larger has hundreds of credits, and one lookup each would crawl.
    const items = (await list.getByRole("listitem").allInnerTexts()).map((text) =>
      text
        .split(/\s*\n\s*/)
        .filter(Boolean)
        .join(" "),
    );
    for (const name of shown) {
      const credit = credits.find((c) => baseName(c.file) === name);
      expect(credit, `${name}: a line in content/photo-credits.json`).toBeDefined();
      // "Photo: <file>" (the label is for screen readers), then each label and its value.
      const { photo, author, licence, source } = ui.photoCredits;
      expect(items, `${credit!.file}: its credit`).toContain(
        `${photo}: ${credit!.file} ${author} ${credit!.author} ${licence} ${credit!.licence} ${source} ${credit!.source}`,
      );
    }
  });
}
