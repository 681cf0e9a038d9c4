import type { IAdapter } from "gatsby";

/**
 * Gatsby's adapter for this site: the build's files are the deploy, as written, so it changes
 * nothing. Configured in gatsby-config, it keeps Gatsby from installing its Netlify adapter on
 * Netlify (zero-configuration deployments), which would move every page to a "pretty URL" file
 * (breaking static/_redirects' rewrite to the Service Not Found page) and append default headers to
 * _headers that double ours. The build cache it would keep is kept by netlify/build-cache instead
 * (docs/decisions/0017-netlify-deploys.md).
 */
export const staticFilesAdapter = (): IAdapter => ({
  name: "static-files",
  adapt: () => {
    // Nothing to move or add: public/ is deployed as the build wrote it.
  },
});
