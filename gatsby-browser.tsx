import type { GatsbyBrowser } from "gatsby";
import { Layout } from "./src/components/layout/layout";

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>;

// Marks the document once React has taken over, so scripts and tests know the page is interactive.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
