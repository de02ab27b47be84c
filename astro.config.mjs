// Public site: fully static (every page prerendered from Supabase data at build time),
// React only for the islands that need it (package filters, gallery), hydrated on first use
// (`client:intent`, src/integrations/client-intent.ts), Tailwind CSS 4.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { externalScripts } from './src/integrations/external-scripts.ts';
import { intentDirective } from './src/integrations/intent-directive.ts';
import { securityHeaders } from './src/integrations/security-headers.ts';
import { shareCardLinks } from './src/integrations/share-card-links.ts';
import { previewRoute } from './src/integrations/preview-route.ts';

// Every page is prerendered except the administrator's preview (/pratinjau, src/integrations/preview-route.ts),
// rendered on demand: by a Netlify Function on Netlify, and locally by the local server, which mounts the Node
// adapter's handler (server/product/preview.ts). A local publish build that leaves the preview out
// (ASTRO_PREVIEW_SERVER=0) is static only, with no adapter.
const onNetlify = process.env.NETLIFY === 'true';
const withPreview = onNetlify || process.env.ASTRO_PREVIEW_SERVER !== '0';

export default defineConfig({
  output: 'static',
  // Imported only when used: loading the Netlify adapter alone costs a static build a noticeable part of a second.
  ...(withPreview
    ? {
        adapter: onNetlify
          ? (await import('@astrojs/netlify')).default()
          : (await import('@astrojs/node')).default({ mode: 'middleware' }),
      }
    : {}),
  // The preview keeps no state between requests.
  session: false,
  // The local publisher gives each builder its own cache so two servers can build at once.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  integrations: [
    react(),
    intentDirective(),
    externalScripts(),
    securityHeaders(),
    shareCardLinks(),
    previewRoute(withPreview),
  ],
  vite: { plugins: [tailwindcss()] },
  build: {
    format: 'directory',
    // The Node adapter would put the static pages in outDir/client; they stay at the root, as on Netlify,
    // and the preview's server code goes beside them, where the site builder takes it from.
    ...(onNetlify || !withPreview ? {} : { client: './', server: './_pratinjau/' }),
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
