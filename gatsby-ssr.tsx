import { renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { Layout, layoutProps } from "./src/components/layout/layout";
import { emotionKey, serverStylesAttribute } from "./src/styles/emotion-cache";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => <Layout {...layoutProps(props)}>{element}</Layout>;

/**
 * Emotion's styles go into <head> as one <style>, not beside each element in <body>: valid HTML,
 * and :first-child selectors mean what they say. The browser's cache (gatsby-browser.tsx) counts
 * the rules it names as inserted and leaves the element where it is (src/styles/emotion-cache.ts).
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createCache({ key: emotionKey });
  const { extractCritical } = createEmotionServer(cache);
  const { html, css, ids } = extractCritical(renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>));
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
