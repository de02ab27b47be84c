import type { APIRoute, GetStaticPaths } from 'astro';
import { iconPng } from '../lib/icons.ts';

export const getStaticPaths = (() => [
  { params: { size: '192' } },
  { params: { size: '512' } },
]) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) =>
  new Response(new Uint8Array(await iconPng(Number(params.size), true)), { headers: { 'Content-Type': 'image/png' } });
