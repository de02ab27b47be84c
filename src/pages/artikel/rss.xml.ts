import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { ARTICLES_PATH, ARTICLE_CATEGORY_LABEL, articlePath } from '../../../domain/index.ts';
import { getArticles, getContent } from '../../lib/data.ts';
import { env } from '../../lib/env.ts';
import { canonicalUrl } from '../../lib/seo.ts';
import { id } from '../../i18n/id.ts';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** RSS 2.0 of the published articles, newest first, each linking to its canonical address. */
export const GET: APIRoute = async () => {
  const { siteUrl } = env();
  const [articles, { settings }] = await Promise.all([getArticles(), getContent()]);
  const self = canonicalUrl(siteUrl, `${ARTICLES_PATH}/rss.xml`);
  return rss({
    title: id.articles.rssTitle(settings.siteName),
    description: id.articles.description,
    site: canonicalUrl(siteUrl, ARTICLES_PATH),
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>id</language><atom:link href="${escapeXml(self)}" rel="self" type="application/rss+xml"/>`,
    items: articles.map((a) => ({
      title: a.title,
      link: canonicalUrl(siteUrl, articlePath(a.slug)),
      pubDate: a.published_at ? new Date(a.published_at) : undefined,
      description: a.excerpt,
      categories: [ARTICLE_CATEGORY_LABEL[a.category]],
    })),
  });
};
