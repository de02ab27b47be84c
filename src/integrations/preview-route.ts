/**
 * The administrator's preview, /pratinjau (src/preview/PreviewPage.astro), is the site's one page rendered on
 * demand, so it exists only in a build that carries a server: every Netlify build (its function), and locally
 * the build the local server takes the preview's handler from (server/product/site-builder.ts). The local
 * server's other publish builds leave it out (ASTRO_PREVIEW_SERVER=0): they are static only, with no adapter and
 * no server bundle to make, which a publish would otherwise pay for on every save.
 */
import type { AstroIntegration } from 'astro';

export const PREVIEW_ROUTE = '/pratinjau';

export function previewRoute(enabled: boolean): AstroIntegration {
  return {
    name: 'preview-route',
    hooks: {
      'astro:config:setup': ({ injectRoute, addMiddleware }) => {
        if (!enabled) return;
        injectRoute({ pattern: PREVIEW_ROUTE, entrypoint: './src/preview/PreviewPage.astro', prerender: false });
        addMiddleware({ entrypoint: new URL('../preview/middleware.ts', import.meta.url), order: 'pre' });
      },
    },
  };
}
