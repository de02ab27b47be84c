import type { APIRoute, GetStaticPaths } from 'astro';
import type { Article } from '../../../../domain/index.ts';
import { articleCardText } from '../../../lib/articles.ts';
import { pageKey } from '../../../lib/build-keys.ts';
import { getArticles, getContent } from '../../../lib/data.ts';
import { SHARE_CARD, shareCard } from '../../../lib/share-card.ts';
import { id } from '../../../i18n/id.ts';

/** Each article's share card (og:image), drawn at build time over its cover: src/lib/share-card.ts. */
export const getStaticPaths = (async () =>
  Promise.all(
    (await getArticles()).map(async (article) => ({
      params: { slug: article.slug },
      props: { article },
      cacheKey: await pageKey('article-card', article),
    })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ article: Article }> = async ({ props }) => {
  const { settings } = await getContent();
  const cover = props.article.cover_image;
  // Photos are read from Storage (absolute URLs); a missing one gives the card in the brand colours.
  const photo = cover && /^https?:\/\//.test(cover) ? cover : null;
  return new Response(
    new Uint8Array(await shareCard(articleCardText(props.article, settings.siteName, id.articles.nav), photo)),
    { headers: { 'Content-Type': SHARE_CARD.type } },
  );
};
