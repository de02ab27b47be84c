import type { APIRoute, GetStaticPaths } from 'astro';
import type { Album } from '../../../../domain/index.ts';
import { albumCardText } from '../../../lib/albums.ts';
import { pageKey } from '../../../lib/build-keys.ts';
import { getAlbums, getContent } from '../../../lib/data.ts';
import { SHARE_CARD, shareCard } from '../../../lib/share-card.ts';
import { id } from '../../../i18n/id.ts';

/**
 * Each album's share card (og:image), drawn at build time over its cover: the album's first consented photo,
 * as the album carries no other (src/lib/normalize.ts).
 */
export const getStaticPaths = (async () =>
  Promise.all(
    (await getAlbums()).map(async (album) => ({
      params: { slug: album.slug },
      props: { album },
      cacheKey: await pageKey('album-card', album),
    })),
  )) satisfies GetStaticPaths;

export const GET: APIRoute<{ album: Album }> = async ({ props }) => {
  const { settings } = await getContent();
  const cover = props.album.cover;
  // Photos are read from Storage (absolute URLs); a missing one gives the card in the brand colours.
  const photo = cover && /^https?:\/\//.test(cover) ? cover : null;
  return new Response(
    new Uint8Array(await shareCard(albumCardText(props.album, settings.siteName, id.albums), photo)),
    {
      headers: { 'Content-Type': SHARE_CARD.type },
    },
  );
};
