import { act, fireEvent, render, screen } from "@testing-library/react";
import { TranslateWidget } from "../translate-widget";
import { LocaleContext } from "../../../i18n/locale-context";
import type { Locale } from "../../../../model/locales";
import hi from "../../../../content/hi/ui.json";
import en from "../../../../content/ui.json";

// Google's widget is told which language the page is in: it translates from that language.
function openWidget(locale: Locale, label: string) {
  const made: object[] = [];
  window.google = {
    translate: {
      TranslateElement: class {
        constructor(options: object) {
          made.push(options);
        }
      },
    },
  };
  render(
    <LocaleContext.Provider value={locale}>
      <TranslateWidget />
    </LocaleContext.Provider>,
  );
  fireEvent.click(screen.getByRole("button", { name: label }));
  act(() => window.googleTranslateElementInit!());
  // Once Google has drawn its own menu, the button gives way to it.
  expect(screen.queryByRole("button", { name: label })).not.toBeInTheDocument();
  return made;
}

afterEach(() => {
  document.getElementById("google-translate-script")?.remove();
  delete window.google;
});

describe("TranslateWidget", () => {
  it("tells Google that a Hindi page is in Hindi", () => {
    expect(openWidget("hi", hi.footer.translate)).toEqual([expect.objectContaining({ pageLanguage: "hi" })]);
  });

  it("and that an English page is in English", () => {
    expect(openWidget("en", en.footer.translate)).toEqual([expect.objectContaining({ pageLanguage: "en" })]);
  });
});
