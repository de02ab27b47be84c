import type { APIRoute } from 'astro';
import { getArticles, getPackages } from '../lib/data.ts';
import { env } from '../lib/env.ts';
import { sitemapXml } from '../lib/sitemap.ts';

export const GET: APIRoute = async () => {
  const [packages, articles] = await Promise.all([getPackages(), getArticles()]);
  return new Response(sitemapXml(env().siteUrl, packages, articles), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
