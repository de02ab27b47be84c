import type { APIRoute } from 'astro';
import { getContent } from '../lib/data.ts';

export const GET: APIRoute = async () => {
  const { settings } = await getContent();
  const manifest = {
    name: settings.siteName,
    short_name: settings.siteName.length > 12 ? settings.siteName.split(/\s+/)[0] : settings.siteName,
    description: settings.siteDescription,
    lang: 'id',
    start_url: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: '#11402e',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any maskable' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json' } });
};
