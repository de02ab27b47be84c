// Keeps Astro's build cache between Netlify builds: the incremental build's manifest and stored pages (a
// publish renders only what changed) and the drawn share cards. Netlify starts every build from a clean
// checkout, so without this each publish would render every page again.
// Netlify's cache utilities: https://docs.netlify.com/integrations/build-plugins/create-plugins/#cache

/** Astro's cacheDir: astro.config.mjs reads ASTRO_CACHE_DIR, else Astro's default. */
export const cacheDir = () => process.env.ASTRO_CACHE_DIR || 'node_modules/.astro';

export const onPreBuild = async ({ utils }) => {
  const restored = await utils.cache.restore(cacheDir());
  console.log(restored ? `Astro build cache restored (${cacheDir()})` : 'No Astro build cache yet: a full build');
};

export const onPostBuild = async ({ utils }) => {
  await utils.cache.save(cacheDir());
};
