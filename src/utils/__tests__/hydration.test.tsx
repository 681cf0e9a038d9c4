import { Suspense } from "react";
import { TextEncoder } from "node:util";
import { hydrateRoot } from "react-dom/client";
import { act, screen } from "@testing-library/react";
import { Deferred } from "../../components/deferred";
import { boundaryHydrated, countDeferredBoundaries, rootHydrated } from "../hydration";

// The server renderer (browser build under jsdom) needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder });
const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");

const hydratedMark = () => document.documentElement.dataset.hydrated;

/** A page as gatsby-browser hydrates it: server HTML, boundaries counted, hydrated, root reported. */
async function serverRenderAndHydrate(page: JSX.Element) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const counted = countDeferredBoundaries();
  await act(async () => {
    hydrateRoot(container, page);
  });
  rootHydrated();
  return counted;
}

// html[data-hydrated] means the whole page is interactive: the root and every Deferred boundary.
// Scripts and every end-to-end test wait for it, so it must arrive whatever else the page renders.
describe("the page's hydrated mark", () => {
  beforeEach(() => {
    document.body.innerHTML = "";
    delete document.documentElement.dataset.hydrated;
  });

  it("waits for the root and every Deferred boundary", () => {
    document.body.innerHTML = '<header>h</header><!--$--><template data-deferred=""></template><section>a</section><!--/$--><!--$--><template data-deferred=""></template><footer>f</footer><!--/$-->';
    expect(countDeferredBoundaries()).toBe(2);
    rootHydrated();
    expect(hydratedMark()).toBeUndefined();
    boundaryHydrated();
    expect(hydratedMark()).toBeUndefined();
    boundaryHydrated();
    expect(hydratedMark()).toBe("true");
  });

  it("arrives once the server-rendered Deferred boundaries have hydrated", async () => {
    const counted = await serverRenderAndHydrate(
      <main>
        <Deferred>
          <p>Above the fold</p>
        </Deferred>
        <Deferred>
          <p>Below the fold</p>
        </Deferred>
      </main>,
    );
    expect(counted).toBe(2);
    expect(hydratedMark()).toBe("true");
  });

  it("still arrives when the page also has a plain Suspense boundary, which never reports", async () => {
    const counted = await serverRenderAndHydrate(
      <main>
        <Deferred>
          <p>Deferred section</p>
        </Deferred>
        <Suspense fallback={null}>
          <p>Someone else's lazy widget</p>
        </Suspense>
      </main>,
    );
    expect(screen.getByText("Someone else's lazy widget")).toBeInTheDocument();
    // Only the Deferred boundary is waited for: the plain one is not counted, so nothing hangs.
    expect(hydratedMark()).toBe("true");
    expect(counted).toBe(1);
  });
});
