/**
 * The footer's list of every section of the site: without JavaScript the phone menu cannot open,
 * and its button is a link to this list instead (site-header.tsx).
 */
export const SITE_SECTIONS = "site-sections";
