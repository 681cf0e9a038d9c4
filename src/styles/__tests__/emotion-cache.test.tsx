import { CacheProvider, Global } from "@emotion/react";
import { render, screen } from "@testing-library/react";
import { browserEmotionCache, serverStylesAttribute } from "../emotion-cache";

// What a built page's <head> holds before the app starts (gatsby-ssr.tsx): the server's rules in
// one <style>, between the page's other head elements.
function serverHead() {
  document.head.innerHTML = `<meta name="before"><style ${serverStylesAttribute}="abc123 def456">.css-abc123{color:red}</style><link rel="icon" href="/favicon.ico">`;
  return document.head.querySelector<HTMLStyleElement>(`style[${serverStylesAttribute}]`)!;
}
const headOrder = () =>
  [...document.head.children].map((el) => (el.hasAttribute(serverStylesAttribute) ? "server" : (el.getAttribute("data-emotion") ?? el.tagName.toLowerCase())));

describe("the browser's Emotion cache", () => {
  test("counts the server's rules as inserted and leaves their <style> where it is", () => {
    const server = serverHead();
    const cache = browserEmotionCache();
    expect(cache.inserted).toMatchObject({ abc123: true, def456: true });
    expect(headOrder()).toEqual(["meta", "server", "link"]);
    expect(document.head.querySelector(`style[${serverStylesAttribute}]`)).toBe(server);
  });

  test("puts global styles before the server's rules and rules first needed later after them, as Emotion's own hydration does", () => {
    serverHead();
    const cache = browserEmotionCache();
    render(
      <CacheProvider value={cache}>
        <Global styles={{ body: { margin: 0 } }} />
        <p css={{ color: "blue" }}>Later</p>
      </CacheProvider>,
    );
    expect(screen.getByText("Later")).toHaveStyle({ color: "blue" });
    expect(headOrder()).toEqual(["meta", "css-global", "server", "css", "link"]);
  });

  test("with no server <style> (a page rendered in the browser alone), starts empty", () => {
    document.head.innerHTML = "";
    expect(browserEmotionCache().inserted).toEqual({});
  });
});
