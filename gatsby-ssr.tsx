import type { GatsbySSR } from "gatsby";
import { Layout } from "./src/components/layout/layout";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout currentPath={props.location.pathname.replace(/(.)\/$/, "$1")}>{element}</Layout>
);

// Without JavaScript, content that scripts would reveal is shown: FAQ answers, and the menu's
// dropdowns on hover and focus.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <noscript key="no-js-style">
      <style>
        {"[data-no-js-visible][hidden]{display:block !important}" +
          "[data-no-js-dropdown]:hover>ul[hidden],[data-no-js-dropdown]:focus-within>ul[hidden]{display:block !important}"}
      </style>
    </noscript>,
  ]);
};
