/**
 * An article's body as the page renders it: sanitised again at build with the rules the admin saved it under
 * (domain/article-html.ts), whatever client wrote the row, its storage paths made absolute and each image given
 * the srcset of the variants that exist (looked up side by side before sanitising, which is synchronous).
 */
import { articleImageSources, sanitizeArticleHtml } from '../../domain/article-html.ts';
import { resolveMediaUrl } from '../../domain/index.ts';
import { siteImage } from './images.ts';

export async function renderArticleBody(html: string, supabaseUrl: string): Promise<string> {
  const resolve = (src: string) => resolveMediaUrl(src, supabaseUrl);
  const sources = [...new Set(articleImageSources(html).map(resolve))];
  const found = await Promise.all(sources.map((src) => siteImage(src, 'umum')));
  const srcsets = new Map(sources.map((src, i) => [src, found[i]!.fallback ? undefined : found[i]!.srcset]));
  return sanitizeArticleHtml(html, { resolveSrc: resolve, srcsetOf: (src) => srcsets.get(src) });
}
