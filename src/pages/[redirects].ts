/**
 * Writes dist/_redirects (Netlify's redirect file; Astro skips page files whose name starts with "_", hence
 * the one-value dynamic route).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { ALBUMS_PATH, ARTICLES_PATH, albumPath, articlePath } from '../../domain/index.ts';
import { getAlbums, getArticles, getPackages, getPartnerLinks, getRedirects } from '../lib/data.ts';
import { packagePath } from '../lib/seo.ts';
import { redirectsFile } from '../lib/redirects.ts';

export const getStaticPaths = (() => [{ params: { redirects: '_redirects' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const [stored, packages, articles, albums, partners] = await Promise.all([
    getRedirects(),
    getPackages(),
    getArticles(),
    getAlbums(),
    getPartnerLinks(),
  ]);
  // An article or album at an address a stored redirect leads away from (a slug another once left: a new album
  // may take an old one's address, and only a changed slug clears its redirect) is served, not redirected.
  const live = new Set(
    packages
      .map((p) => packagePath(p))
      .concat(articles.map((a) => articlePath(a.slug)))
      .concat(albums.map((a) => albumPath(a.slug)))
      .concat(['/umroh', '/haji', '/kontak', '/tentang-kami', ARTICLES_PATH, ALBUMS_PATH]),
  );
  return new Response(redirectsFile(stored, packages, live, partners), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
