import { CacheProvider } from "@emotion/react";
import { render } from "@testing-library/react";
import { browserEmotionCache, serverStylesAttribute } from "../emotion-cache";
import { GlobalStyles } from "../global-styles";

// The global rules (resets, type, focus ring) reach a page once: from the server's <style> on a
// built page, from <Global> where the browser renders alone.
const globalTags = () => document.head.querySelectorAll('style[data-emotion^="css-global"]');

const renderGlobalStyles = () =>
  render(
    <CacheProvider value={browserEmotionCache()}>
      <GlobalStyles />
    </CacheProvider>,
  );

afterEach(() => {
  document.head.innerHTML = "";
});

test("a server-rendered page keeps the server's global rules and gets no second copy as the app starts", () => {
  document.head.innerHTML = `<style ${serverStylesAttribute}="g1">body{margin:0}</style>`;
  renderGlobalStyles();
  expect(globalTags()).toHaveLength(0);
  expect(getComputedStyle(document.body).margin).toBe("0px");
});

test("a page the browser renders alone (gatsby develop) gets the global rules from <Global>", () => {
  renderGlobalStyles();
  expect(globalTags()).toHaveLength(1);
  expect(getComputedStyle(document.body).margin).toBe("0px");
});
