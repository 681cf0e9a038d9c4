// A Netlify build plugin of this site's own (netlify.toml, [[plugins]]): Gatsby's .cache and public
// kept between builds in Netlify's build cache, so a text edit rebuilds in seconds and re-encodes no
// photo. Gatsby's own Netlify adapter would do this too, but also moves page files and adds headers
// this site does not want (docs/decisions/0017-netlify-deploys.md); gatsby-config sets an adapter
// that does nothing, and this plugin keeps the cache with Netlify's own utilities.
const directories = [".cache", "public"];

module.exports = {
  onPreBuild: async ({ utils }) => {
    const restored = await utils.cache.restore(directories);
    console.log(restored ? "Gatsby's .cache and public restored from the last build" : "No cached build: a cold build");
  },
  onPostBuild: async ({ utils }) => {
    await utils.cache.save(directories);
  },
};
