/**
 * Writes dist/_redirects (Netlify's redirect file; Astro skips page files whose name starts with "_", hence
 * the one-value dynamic route).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { ARTICLES_PATH, articlePath } from '../../domain/index.ts';
import { getArticles, getPackages, getRedirects } from '../lib/data.ts';
import { packagePath } from '../lib/seo.ts';
import { redirectsFile } from '../lib/redirects.ts';

export const getStaticPaths = (() => [{ params: { redirects: '_redirects' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const [stored, packages, articles] = await Promise.all([getRedirects(), getPackages(), getArticles()]);
  // An article at an address a stored redirect leads away from (a slug an article once left) is served, not redirected.
  const live = new Set(
    packages
      .flatMap((p) => [packagePath(p), `/${p.category}/${p.id}`])
      .concat(articles.map((a) => articlePath(a.slug)))
      .concat(['/umroh', '/haji', '/kontak', '/tentang-kami', ARTICLES_PATH]),
  );
  return new Response(redirectsFile(stored, packages, live), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
