import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import { browserEmotionCache } from "./src/styles/emotion-cache";
import { loadKeptSections } from "./src/components/kept-section";

type LayoutModule = typeof import("./src/components/layout/layout");
let layout: LayoutModule | undefined;

const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

// The app starts in three tasks, not one: Gatsby's and React's modules, then the layout's (header,
// footer, menus, icons), then the page's data and component. Each is short enough that a slow phone
// can answer a tap between them (docs/decisions/0029-the-app-starts-in-three-tasks.md). "eager"
// keeps the layout in the app's own chunk: no request is added. Gatsby renders nothing before
// onClientEntry has settled, in production and in `gatsby develop`.
export const onClientEntry: GatsbyBrowser["onClientEntry"] = async () => {
  await nextTask();
  layout = await import(/* webpackMode: "eager" */ "./src/components/layout/layout");
  await nextTask();
};

// The layout persists across client-side navigation (the translation widget relies on it).
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => {
  if (!layout) throw new Error("wrapPageElement ran before onClientEntry loaded the layout");
  const { Layout, layoutProps } = layout;
  return <Layout {...layoutProps(props)}>{element}</Layout>;
};

// Made once, as the app starts: it adopts the server's styles in place (src/styles/emotion-cache.ts).
const emotionCache = browserEmotionCache();
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <CacheProvider value={emotionCache}>{element}</CacheProvider>;

// A page's kept sections arrive as the server drew them; drawn in the browser they need their code
// (src/components/kept-section.tsx). It is fetched as the visitor first follows a link inside the
// site, not on the first page: going back to that page then draws it whole at once.
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ prevLocation }) => {
  if (prevLocation) void loadKeptSections();
};
