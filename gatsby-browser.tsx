import type { GatsbyBrowser } from "gatsby";
import { Layout, layoutProps } from "./src/components/layout/layout";

// The layout persists across client-side navigation (the translation widget relies on it).
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => <Layout {...layoutProps(props)}>{element}</Layout>;
