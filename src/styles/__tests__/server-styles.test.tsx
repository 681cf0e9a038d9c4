/** @jest-environment node */
import { CacheProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { serverEmotionCache, serverStyles } from "../server-styles";

// A component that takes a className and adds its own styles, as SocialLinks does: a `css` given
// to it becomes its className, which Emotion composes into the list's own class.
function List({ className }: { className?: string }) {
  return (
    <ul className={className} css={{ display: "flex", gap: 0 }}>
      <li>One</li>
    </ul>
  );
}
const page = (
  <main>
    <List css={{ display: "none" }} />
    <p css={{ color: "teal" }}>Text</p>
  </main>
);

function renderOnServer(element: ReactNode, inserted: string[] = []) {
  const cache = serverEmotionCache();
  // As the browser's cache marks the server's rules (emotion-cache.ts).
  for (const id of inserted) cache.inserted[id] = true;
  const insert = jest.spyOn(cache, "insert");
  const html = renderToString(<CacheProvider value={cache}>{element}</CacheProvider>);
  return { html, cache, insert };
}

describe("the server's Emotion rules", () => {
  test("include those of a component whose class is composed into its child's", () => {
    const { html, cache } = renderOnServer(page);
    const { ids, css } = serverStyles(cache);
    const inHtml = [...html.matchAll(/css-([a-z0-9]+)/g)].map((m) => m[1]);
    expect(ids).toEqual(expect.arrayContaining(inHtml));
    // The wrapper's own class is in no element, but its rule is kept.
    const wrapperOnly = ids.filter((id) => !inHtml.includes(id));
    expect(wrapperOnly).toHaveLength(1);
    expect(css).toContain(`.css-${wrapperOnly[0]}{display:none;}`);
    expect(css).toContain("display:flex;gap:0;display:none;");
    expect(css).toContain("color:teal;");
  });

  test("leave nothing for the browser to insert again when it renders the same page", () => {
    const { cache } = renderOnServer(page);
    const { insert } = renderOnServer(page, serverStyles(cache).ids);
    expect(insert).not.toHaveBeenCalled();
  });
});
