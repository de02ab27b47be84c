import type { APIRoute, GetStaticPaths } from 'astro';
import type { Category } from '../../../domain/index.ts';
import { listShare } from '../../lib/share.ts';
import { SHARE_CARD, shareCard } from '../../lib/share-card.ts';

/** The share card of each package list (/umroh, /haji), drawn at build time: src/lib/share-card.ts. */
export const getStaticPaths = (() => [
  { params: { category: 'umroh' } },
  { params: { category: 'haji' } },
]) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { card, photo } = await listShare(params.category as Category);
  return new Response(new Uint8Array(await shareCard(card, photo)), {
    headers: { 'Content-Type': SHARE_CARD.type },
  });
};
