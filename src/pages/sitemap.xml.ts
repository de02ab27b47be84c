import type { APIRoute } from 'astro';
import { getAlbums, getArticles, getPackages } from '../lib/data.ts';
import { env } from '../lib/env.ts';
import { sitemapXml } from '../lib/sitemap.ts';

export const GET: APIRoute = async () => {
  const [packages, articles, albums] = await Promise.all([getPackages(), getArticles(), getAlbums()]);
  return new Response(sitemapXml(env().siteUrl, packages, articles, albums), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
