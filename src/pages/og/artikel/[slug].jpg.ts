import type { APIRoute, GetStaticPaths } from 'astro';
import type { Article } from '../../../../domain/index.ts';
import { articleCardPath, articleCardText } from '../../../lib/articles.ts';
import { pageKey } from '../../../lib/build-keys.ts';
import { getArticles, getContent } from '../../../lib/data.ts';
import { isDev } from '../../../lib/env.ts';
import { SHARE_CARD, shareCard, shareCardFile } from '../../../lib/share-card.ts';
import { publishCards } from '../../../lib/share-card-files.ts';
import { id } from '../../../i18n/id.ts';

/** The card's text and photo (Storage URLs are absolute; a missing photo gives the card in the brand colours). */
async function card(article: Article) {
  const { settings } = await getContent();
  const cover = article.cover_image;
  return {
    text: articleCardText(article, settings.siteName, id.articles.nav),
    photo: cover && /^https?:\/\//.test(cover) ? cover : null,
  };
}

/**
 * Each article's share card (og:image), drawn at build time over its cover: src/lib/share-card.ts. A build links
 * the cards into the site (src/lib/share-card-files.ts) rather than rendering them as pages; `astro dev` draws
 * one on request.
 */
export const getStaticPaths = (async () => {
  const articles = await getArticles();
  if (isDev()) return articles.map((article) => ({ params: { slug: article.slug }, props: { article } }));
  await publishCards(
    'articles',
    await Promise.all(
      articles.map(async (article) => ({
        path: articleCardPath(article.slug),
        key: await pageKey('article-card', article),
        file: async () => {
          const { text, photo } = await card(article);
          return shareCardFile(text, photo);
        },
      })),
    ),
  );
  return [];
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ article: Article }> = async ({ props }) => {
  const { text, photo } = await card(props.article);
  return new Response(new Uint8Array(await shareCard(text, photo)), { headers: { 'Content-Type': SHARE_CARD.type } });
};
