// Public site: fully static (every page prerendered from Supabase data at build time),
// React only for the islands that need it (package filters, gallery), hydrated on first use
// (`client:intent`, src/integrations/client-intent.ts), Tailwind CSS 4.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import netlify from '@astrojs/netlify';
import node from '@astrojs/node';
import tailwindcss from '@tailwindcss/vite';
import { externalScripts } from './src/integrations/external-scripts.ts';
import { intentDirective } from './src/integrations/intent-directive.ts';
import { securityHeaders } from './src/integrations/security-headers.ts';
import { shareCardLinks } from './src/integrations/share-card-links.ts';

// Every page is prerendered except the administrator's preview (src/pages/pratinjau/), rendered on demand:
// by a Netlify Function on Netlify, and locally by the local server, which mounts the Node adapter's
// handler from the build it serves (server/product/preview.ts).
const onNetlify = process.env.NETLIFY === 'true';

export default defineConfig({
  output: 'static',
  adapter: onNetlify ? netlify() : node({ mode: 'middleware' }),
  // The preview keeps no state between requests.
  session: false,
  // The local publisher gives each builder its own cache so two servers can build at once.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  integrations: [react(), intentDirective(), externalScripts(), securityHeaders(), shareCardLinks()],
  vite: { plugins: [tailwindcss()] },
  build: {
    format: 'directory',
    // The Node adapter would put the static pages in outDir/client; they stay at the root, as on Netlify,
    // and the preview's server code goes beside them in a folder the local server never serves.
    ...(onNetlify ? {} : { client: './', server: './_pratinjau/' }),
    concurrency: 8,
    // One small stylesheet per page, inlined: no render-blocking request.
    inlineStylesheets: 'always',
  },
  trailingSlash: 'ignore',
  compressHTML: true,
  prefetch: false,
  devToolbar: { enabled: false },
  // A page whose cacheKey (src/lib/build-keys.ts) and template are unchanged is copied from the build cache
  // (cacheDir) instead of rendered: a publish renders what changed and the lists, not every page.
  experimental: { incrementalBuild: true },
});
