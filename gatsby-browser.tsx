import type { GatsbyBrowser } from "gatsby";
import { Layout, layoutProps } from "./src/components/layout/layout";
import { cacheDevanagariFaces } from "./src/utils/devanagari-faces";

// The layout persists across client-side navigation (the translation widget relies on it).
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout {...layoutProps(props)}>{element}</Layout>
);

// Once React has taken over, on a Hindi page, the Devanagari faces are cached for the next one.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  void cacheDevanagariFaces();
};
