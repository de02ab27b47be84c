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

export default defineConfig({
  output: 'static',
  // The local publisher gives each builder its own cache so two servers can build at once.
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  integrations: [react(), intentDirective(), externalScripts(), securityHeaders(), shareCardLinks()],
  vite: { plugins: [tailwindcss()] },
  build: {
    format: 'directory',
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
