// The public address of the site, set once for every canonical link, sitemap and social card.
export const siteUrl = (process.env.SITE_URL || "https://summitandsea.example").replace(/\/$/, "");
