import type { GatsbySSR } from "gatsby";
import { Layout } from "./src/components/layout/layout";
import { brandFont } from "./src/styles/fonts";
import { fontFaceCss, fontUrl } from "./src/styles/font-faces";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout currentPath={props.location.pathname.replace(/(.)\/$/, "$1")}>{element}</Layout>
);

// The brand font: the faces above the fold are preloaded, and the @font-face rules come first.
// Without JavaScript, content that scripts would reveal is shown: FAQ answers, and the menu's
// dropdowns on hover and focus.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    ...brandFont.preload.map(({ subset, weight }) => (
      <link key={`font-${subset}-${weight}`} rel="preload" href={fontUrl(subset, weight)} as="font" type="font/woff2" crossOrigin="anonymous" />
    )),
    <style key="font-faces" dangerouslySetInnerHTML={{ __html: fontFaceCss() }} />,
    <noscript key="no-js-style">
      {/* Set as raw CSS: as a text child, React would escape the ">" combinators. */}
      <style
        dangerouslySetInnerHTML={{
          __html:
            "[data-no-js-visible][hidden]{display:block !important}" +
            "[data-no-js-dropdown]:hover>ul[hidden],[data-no-js-dropdown]:focus-within>ul[hidden]{display:block !important}",
        }}
      />
    </noscript>,
  ]);
};
