import type { GatsbyBrowser } from "gatsby";
import { Layout, layoutProps } from "./src/components/layout/layout";
import { installTranslationDomGuard } from "./src/utils/translation-dom-guard";

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => installTranslationDomGuard();

// The layout persists across client-side navigation (the translation widget relies on it).
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout {...layoutProps(props)}>{element}</Layout>
);

// Marks the document once React has taken over, so scripts and tests know the page is interactive.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
