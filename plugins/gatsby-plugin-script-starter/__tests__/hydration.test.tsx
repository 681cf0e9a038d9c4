import { Suspense, useEffect, useState, type ReactNode } from "react";
import { TextEncoder } from "node:util";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import * as gatsbyBrowser from "../gatsby-browser";

// The server renderer (browser build under jsdom) needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const hydratedMark = () => document.documentElement.dataset.hydrated;

/** Gatsby's root as production-app.js makes it: onInitialClientRender runs from its first effect. */
function GatsbyRoot({ children }: { children: ReactNode }) {
  useEffect(() => {
    (gatsbyBrowser.onInitialClientRender as () => void)();
  }, []);
  return <>{children}</>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return <button type="button" onClick={() => setCount(count + 1)}>{`Pressed ${count} times`}</button>;
}

/** A part that never finishes loading in the browser (a lazy widget whose chunk never comes). */
function NeverLoads({ inBrowser }: { inBrowser: boolean }): JSX.Element {
  if (inBrowser) throw new Promise(() => {});
  return <p>Lazy widget</p>;
}

const page = (inBrowser: boolean) => (
  <GatsbyRoot>
    <main>
      <Counter />
      <Suspense fallback={null}>
        <p>Inside a plain Suspense boundary</p>
      </Suspense>
      <Suspense fallback={null}>
        <NeverLoads inBrowser={inBrowser} />
      </Suspense>
    </main>
  </GatsbyRoot>
);

// html[data-hydrated] is what scripts and every end-to-end test wait for: it must arrive once the
// page is interactive, whatever Suspense boundaries someone adds (plugins/gatsby-plugin-script-starter/hydration.ts).
describe("the page's hydrated mark", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
    delete document.documentElement.dataset.hydrated;
  });

  it("arrives when the root has hydrated, even with server-rendered Suspense boundaries, one never loading", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(false));
    document.body.append(container);
    expect(hydratedMark()).toBeUndefined();

    // Gatsby's order: onClientEntry (if any), the hydrate function, onInitialClientRender from the root.
    const browserApi = gatsbyBrowser as { onClientEntry?: () => void };
    browserApi.onClientEntry?.();
    await act(async () => {
      gatsbyBrowser.replaceHydrateFunction()(page(true), container);
    });

    expect(hydratedMark()).toBe("true");
    // The server's content stays, the boundary that never loads included, and the page responds.
    expect(screen.getByText("Inside a plain Suspense boundary")).toBeInTheDocument();
    expect(screen.getByText("Lazy widget")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Pressed 0 times" }));
    expect(screen.getByRole("button", { name: "Pressed 1 times" })).toBeInTheDocument();
  });
});
