import { renderToString } from "react-dom/server";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { Layout, layoutProps } from "./src/components/layout/layout";
import { brandFont } from "./src/styles/fonts";
import { splitSitePath } from "./model/locales";
import { devanagariFaceCss, devanagariFiles, fontFaceCss, fontUrl } from "./src/styles/font-faces";
import { devanagariFacesId, devanagariFilesAttribute, switchOnScript } from "./src/utils/devanagari-faces";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout {...layoutProps(props)}>{element}</Layout>
);

/**
 * Emotion's styles go into <head> as one <style>, not beside each element in <body>: valid HTML,
 * and :first-child selectors mean what they say. The key matches Emotion's default client cache,
 * which finds these rules on hydration and does not insert them again.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createCache({ key: "css" });
  const { extractCritical } = createEmotionServer(cache);
  const { html, css, ids } = extractCritical(renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>));
  setHeadComponents([<style key="emotion" data-emotion={`css ${ids.join(" ")}`} dangerouslySetInnerHTML={{ __html: css }} />]);
  replaceBodyHTMLString(html);
};

// The brand font: the faces above the fold are preloaded, and the @font-face rules come first
// (on Hindi pages, Devanagari's only once cached).
// Without JavaScript, content that scripts would reveal is shown: FAQ answers, and the menu's
// dropdowns on hover and focus; controls that only work with scripts (the package filters) are hidden.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname }) => {
  const [locale] = splitSitePath(pathname);
  setHeadComponents([
    ...brandFont.preload[locale].map(({ subset, weight }) => (
      <link key={`font-${subset}-${weight}`} rel="preload" href={fontUrl(subset, weight)} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaceCss(locale) }} />,
    // Hindi pages: Devanagari faces off until an earlier page has cached the files they name (src/utils/devanagari-faces.ts).
    ...(devanagariFaceCss(locale)
      ? [
          <style
            key="devanagari-faces"
            id={devanagariFacesId}
            media="not all"
            {...{ [devanagariFilesAttribute]: devanagariFiles.join(" ") }}
            dangerouslySetInnerHTML={{ __html: devanagariFaceCss(locale) }}
          />,
          <script key="devanagari-switch" dangerouslySetInnerHTML={{ __html: switchOnScript() }} />,
        ]
      : []),
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
