/**
 * The active partners' codes (codes only: they are public in every share link). A visit that came through a
 * partner's link reads it once, so the booking WhatsApp message names only an active partner.
 */
import type { APIRoute } from 'astro';
import { getPartnerLinks } from '../../lib/data.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify((await getPartnerLinks()).filter((l) => l.active).map((l) => l.code)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
