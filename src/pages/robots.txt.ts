import type { APIRoute } from 'astro';
import { env } from '../lib/env.ts';
import { robotsTxt } from '../lib/sitemap.ts';

export const GET: APIRoute = () =>
  new Response(robotsTxt(env().siteUrl), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
