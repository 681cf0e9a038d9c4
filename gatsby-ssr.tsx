import type { GatsbySSR } from "gatsby";
import { Layout } from "./src/components/layout/layout";

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>;

// Without JavaScript, content that scripts would reveal (FAQ answers) is shown.
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    <noscript key="no-js-style">
      <style>{"[data-no-js-visible][hidden]{display:block !important}"}</style>
    </noscript>,
  ]);
};
