import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import { Layout, layoutProps } from "./src/components/layout/layout";
import { browserEmotionCache } from "./src/styles/emotion-cache";

// The layout persists across client-side navigation (the translation widget relies on it).
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => <Layout {...layoutProps(props)}>{element}</Layout>;

// Made once, as the app starts: it adopts the server's styles in place (src/styles/emotion-cache.ts).
const emotionCache = browserEmotionCache();
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <CacheProvider value={emotionCache}>{element}</CacheProvider>;
