import type { APIRoute } from 'astro';
import { getPackages } from '../lib/data.ts';
import { env } from '../lib/env.ts';
import { sitemapXml } from '../lib/sitemap.ts';

export const GET: APIRoute = async () =>
  new Response(sitemapXml(env().siteUrl, await getPackages()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
