import type { APIRoute } from 'astro';
import { iconPng } from '../lib/icons.ts';

// iOS puts no background behind a transparent icon: draw it on the brand colour.
export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await iconPng(180, true)), { headers: { 'Content-Type': 'image/png' } });
