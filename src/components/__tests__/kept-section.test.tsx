import { TextEncoder } from "node:util";
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { useState } from "react";
import { keptSection, loadKeptSections } from "../kept-section";

// The server renderer (browser build under jsdom) needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

// The contract of a kept section (docs/decisions/0046-static-sections-keep-their-markup.md): the
// server draws it; the browser, hydrating, keeps that markup without its code and never redraws it;
// drawn in the browser after hydration, it fetches its code once and draws it.

function Season({ months }: { months: string }) {
  return (
    <section aria-label="When to go">
      <p>{months}</p>
    </section>
  );
}

/** A page with a kept section and a live button beside it, as the server draws it. */
function Page({ Kept }: { Kept: ReturnType<typeof keptSection<{ months: string }>> }) {
  const [clicks, setClicks] = useState(0);
  return (
    <main>
      <Kept months={`Best June to September (${clicks})`} />
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks}
      </button>
    </main>
  );
}

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = "";
});

it("keeps the server's markup while hydrating, without fetching its code, and never redraws it", async () => {
  const onServer = keptSection("kept-test-a", Season, () => Promise.resolve(Season));
  const html = renderToString(<Page Kept={onServer} />);
  expect(html).toContain("Best June to September (0)");

  // The browser's bundle: no component, only a loader.
  const load = jest.fn(() => Promise.resolve(Season));
  const inBrowser = keptSection("kept-test-a", undefined, load);
  const container = document.createElement("div");
  container.innerHTML = html;
  document.body.append(container);
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  await act(async () => {
    hydrateRoot(container, <Page Kept={inBrowser} />);
  });
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(screen.getByRole("region", { name: "When to go" })).toHaveTextContent("Best June to September (0)");

  // The live part beside it answers; the kept part stays as drawn, and its code is never fetched.
  await act(async () => screen.getByRole("button").click());
  expect(screen.getByRole("button")).toHaveTextContent("Clicked 1");
  expect(screen.getByRole("region", { name: "When to go" })).toHaveTextContent("Best June to September (0)");
  expect(load).not.toHaveBeenCalled();
});

it("drawn in the browser after hydration (a page reached by a link), fetches its code once and draws it", async () => {
  document.documentElement.dataset.hydrated = "true";
  const load = jest.fn(() => Promise.resolve(Season));
  const Kept = keptSection("kept-test-b", undefined, load);
  const { rerender } = render(<Kept months="Best October to March" />);
  expect(await screen.findByRole("region", { name: "When to go" })).toHaveTextContent("Best October to March");
  rerender(<Kept months="Best November to February" />);
  expect(screen.getByRole("region", { name: "When to go" })).toHaveTextContent("Best November to February");
  await act(() => loadKeptSections());
  expect(load).toHaveBeenCalledTimes(1);
});

it("draws at once, with no fetch, where the component is at hand (the server, tests)", () => {
  const load = jest.fn(() => Promise.resolve(Season));
  const Kept = keptSection("kept-test-c", Season, load);
  render(<Kept months="Best April to October" />);
  expect(screen.getByRole("region", { name: "When to go" })).toHaveTextContent("Best April to October");
  expect(load).not.toHaveBeenCalled();
});
