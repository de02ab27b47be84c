import type { APIRoute } from 'astro';
import { homeShare } from '../../lib/share.ts';
import { SHARE_CARD, shareCard } from '../../lib/share-card.ts';

/** The home page's share card (og:image), drawn at build time: src/lib/share-card.ts. */
export const GET: APIRoute = async () => {
  const { card, photo } = await homeShare();
  return new Response(new Uint8Array(await shareCard(card, photo)), {
    headers: { 'Content-Type': SHARE_CARD.type },
  });
};
