import { renderToString } from "react-dom/server";
import { CacheProvider } from "@emotion/react";
import type { GatsbySSR } from "gatsby";
import { Layout, layoutProps } from "./src/components/layout/layout";
import { serverStylesAttribute } from "./src/styles/emotion-cache";
import { serverEmotionCache, serverStyles } from "./src/styles/server-styles";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => <Layout {...layoutProps(props)}>{element}</Layout>;

/**
 * Emotion's styles go into <head> as one <style>, not beside each element in <body>: valid HTML,
 * and :first-child selectors mean what they say. It holds every rule the render inserted
 * (src/styles/server-styles.ts). The browser's cache (gatsby-browser.tsx) counts the rules it names
 * as inserted and leaves the element where it is (src/styles/emotion-cache.ts).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = serverEmotionCache();
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  const { ids, css } = serverStyles(cache);
  setHeadComponents([<style key="emotion" {...{ [serverStylesAttribute]: ids.join(" ") }} dangerouslySetInnerHTML={{ __html: css }} />]);
  replaceBodyHTMLString(html);
};

// Without JavaScript, content that scripts would reveal is shown: FAQ answers, and the menu's
// dropdowns on hover and focus; controls that only work with scripts (the package filters) are hidden.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <noscript key="no-js-style">
      {/* Set as raw CSS: as a text child, React would escape the ">" combinators. */}
      <style
        dangerouslySetInnerHTML={{
          __html:
            "[data-no-js-visible][hidden]{display:block !important}" +
            "[data-no-js-hidden]{display:none !important}" +
            "[data-no-js-dropdown]:hover>ul[hidden],[data-no-js-dropdown]:focus-within>ul[hidden]{display:block !important}",
        }}
      />
    </noscript>,
  ]);
};
