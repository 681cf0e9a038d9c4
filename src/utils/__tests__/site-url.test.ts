import { EXAMPLE_SITE_URL, isPreviewBuild, resolveSiteUrl } from "../site-url";

const netlify = (context: string, more: Record<string, string> = {}) => ({ NETLIFY: "true", CONTEXT: context, ...more });
const hostUrls = { URL: "https://summitandsea.in", DEPLOY_PRIME_URL: "https://deploy-preview-12--summitandsea.netlify.app" };

describe("the site's address for a build", () => {
  it("is the example address for a local build or a test run, with nothing set", () => {
    expect(resolveSiteUrl({})).toBe(EXAMPLE_SITE_URL);
    // Netlify's variables count only on Netlify.
    expect(resolveSiteUrl({ CONTEXT: "production", URL: hostUrls.URL })).toBe(EXAMPLE_SITE_URL);
  });

  it("is SITE_URL whenever it is set, without a trailing slash", () => {
    expect(resolveSiteUrl({ SITE_URL: "https://www.summitandsea.in/" })).toBe("https://www.summitandsea.in");
    expect(resolveSiteUrl({ SITE_URL: "https://www.summitandsea.in", ...netlify("deploy-preview", hostUrls) })).toBe("https://www.summitandsea.in");
  });

  it("on Netlify, is the site's address in production and the deploy's own address on previews and branch deploys", () => {
    expect(resolveSiteUrl(netlify("production", hostUrls))).toBe("https://summitandsea.in");
    expect(resolveSiteUrl(netlify("deploy-preview", hostUrls))).toBe(hostUrls.DEPLOY_PRIME_URL);
    expect(resolveSiteUrl(netlify("branch-deploy", { ...hostUrls, DEPLOY_PRIME_URL: "https://staging--summitandsea.netlify.app" }))).toBe(
      "https://staging--summitandsea.netlify.app",
    );
    expect(resolveSiteUrl(netlify("deploy-preview", { URL: hostUrls.URL }))).toBe(hostUrls.URL);
  });

  it("stops a production build on Netlify that has no address, saying what to set", () => {
    expect(() => resolveSiteUrl(netlify("production"))).toThrow(/production build on Netlify has no site address: set SITE_URL/);
    // A preview with no address is never the public site: the example address stands in.
    expect(resolveSiteUrl(netlify("deploy-preview"))).toBe(EXAMPLE_SITE_URL);
  });

  it("refuses an address that is not one, naming the variable", () => {
    expect(() => resolveSiteUrl({ SITE_URL: "www.summitandsea.in" })).toThrow(/^SITE_URL must be the site's address.*found "www.summitandsea.in"/);
    expect(() => resolveSiteUrl({ SITE_URL: "https://example.com/site" })).toThrow(/^SITE_URL must be the site's address with no path/);
    expect(() => resolveSiteUrl({ SITE_URL: "ftp://example.com" })).toThrow(/^SITE_URL must/);
    expect(() => resolveSiteUrl(netlify("production", { URL: "not a url" }))).toThrow(/^URL must be the site's address/);
  });

  it("calls a Netlify deploy preview or branch deploy a preview, never production or a local build", () => {
    expect([netlify("deploy-preview"), netlify("branch-deploy")].map(isPreviewBuild)).toEqual([true, true]);
    expect([netlify("production"), {}, { CONTEXT: "deploy-preview" }].map(isPreviewBuild)).toEqual([false, false, false]);
  });
});
