// The public address of the site, set once for every canonical link, sitemap and social card.
// Read by gatsby-config and gatsby-node only (build time), never by the browser bundle.

/** Local builds and tests: an address that can never be mistaken for a real one. */
export const EXAMPLE_SITE_URL = "https://summitandsea.example";

type Env = Readonly<Record<string, string | undefined>>;

/** "https://www.example.com" from what the build was given; throws a sentence naming the variable. */
function checked(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be the site's address, like https://www.example.com; found "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== "/" || url.search || url.hash) {
    throw new Error(`${name} must be the site's address with no path, like https://www.example.com; found "${value}"`);
  }
  return url.origin;
}

/**
 * The site's address for this build: SITE_URL if set; on Netlify (NETLIFY=true), the address it
 * gives the deploy: the site's main address (URL) in production, the deploy's own address
 * (DEPLOY_PRIME_URL, e.g. https://deploy-preview-12--name.netlify.app) on deploy previews and
 * branch deploys, so that a preview's social cards, JSON-LD and sitemap point at the preview's
 * own files. A production build on Netlify with no address throws rather than publishing example
 * links; anywhere else (a laptop, CI, the tests) the example address stands in.
 */
export function resolveSiteUrl(env: Env): string {
  if (env.SITE_URL) return checked(env.SITE_URL, "SITE_URL");
  if (env.NETLIFY !== "true") return EXAMPLE_SITE_URL;
  const production = env.CONTEXT === "production";
  if (!production && env.DEPLOY_PRIME_URL) return checked(env.DEPLOY_PRIME_URL, "DEPLOY_PRIME_URL");
  if (env.URL) return checked(env.URL, "URL");
  if (production) {
    throw new Error(
      "This production build on Netlify has no site address: set SITE_URL (e.g. https://www.example.com) " +
        "in the site's environment variables, or check that Netlify sets URL. Canonical links, the sitemap " +
        "and social cards would otherwise name https://summitandsea.example.",
    );
  }
  return EXAMPLE_SITE_URL;
}

/**
 * A Netlify deploy preview or branch deploy (any context but production): its robots.txt keeps
 * crawlers out, since its pages name their own address as canonical.
 */
export const isPreviewBuild = (env: Env): boolean => env.NETLIFY === "true" && !!env.CONTEXT && env.CONTEXT !== "production";

/**
 * This build's address, for gatsby-config and gatsby-node. It never throws: Gatsby retries a
 * compiled gatsby-config that throws while loading and then reads it as empty (Parcel keeps the
 * half-run module), so the build would go on with no plugins. gatsby-node's onPreInit stops the
 * build with resolveSiteUrl's sentence instead.
 */
export const siteUrl = (() => {
  try {
    return resolveSiteUrl(process.env);
  } catch {
    return EXAMPLE_SITE_URL;
  }
})();
