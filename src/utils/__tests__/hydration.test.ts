import { boundaryHydrated, countDeferredBoundaries, rootHydrated } from "../hydration";

// html[data-hydrated] means the whole page is interactive: the root and every deferred boundary.
describe("the page's hydrated mark", () => {
  it("waits for the root and every server-rendered Suspense boundary", () => {
    document.body.innerHTML = "<header>h</header><!--$--><section>a</section><!--/$--><!--$--><footer>f</footer><!--/$-->";
    delete document.documentElement.dataset.hydrated;
    expect(countDeferredBoundaries()).toBe(2);
    rootHydrated();
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    boundaryHydrated();
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    boundaryHydrated();
    expect(document.documentElement.dataset.hydrated).toBe("true");
  });
});
