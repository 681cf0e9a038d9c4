// The ids a guide's page writes itself. A heading of a guide's body gets its id from its words
// (plugins/gatsby-remark-heading-ids), so "## Main" would give a second element the id "main": the
// skip link, a label or a script looking the id up would find the wrong one. The components take
// their ids from here, and the content check refuses a heading that would take one of them
// (scripts/content/rules/markdown-bodies.ts), naming its file and line.

/** Ids the site's components write on a guide's page. */
export const pageIds = {
  /** The layout's main content, the skip link's target. */
  main: "main",
  /**
   * The footer's list of every section of the site: without JavaScript the phone menu cannot open,
   * and its button is a link to this list instead (site-header.tsx).
   */
  siteSections: "site-sections",
  /** The page's h1 (page-hero.tsx), which names its hero. */
  pageTitle: "page-title",
  guideContents: "guide-contents",
  guideBestTime: "guide-best-time",
  guideGettingThere: "guide-getting-there",
  guidePackages: "guide-packages",
  /** Where Google's translation widget draws itself; its script finds it by this id. */
  translateElement: "google_translate_element",
} as const;

/** Ids Gatsby's runtime and the build's plugins write on every page. */
export const buildIds = {
  /** Gatsby's root, its focus wrapper and its route announcer (gatsby/cache-dir). */
  gatsbyRoot: "___gatsby",
  gatsbyFocusWrapper: "gatsby-focus-wrapper",
  gatsbyAnnouncer: "gatsby-announcer",
  /** Gatsby's chunk map script (its scripts slice). */
  gatsbyChunkMapping: "gatsby-chunk-mapping",
  /** The inline starter (plugins/gatsby-plugin-script-starter). */
  startApp: "start-app",
  /** The Devanagari faces' switched-off style, also their storage key (plugins/gatsby-plugin-brand-fonts). */
  devanagariFaces: "brand-devanagari",
} as const;

/** Every id the page's template uses: a heading of a guide's body may take none of them. */
export const templateIds: readonly string[] = [...Object.values(pageIds), ...Object.values(buildIds)];
