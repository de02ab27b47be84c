/**
 * Added with the preview's route (src/integrations/preview-route.ts), so a static build runs no middleware.
 * Pages rendered on demand (only the preview, src/preview/PreviewPage.astro) answer with the headers
 * src/config/security-headers.ts gives them; prerendered pages get theirs from `_headers`. Astro puts a few
 * scripts inline (the islands' loader); they are allowed by their hash, computed from the HTML as sent. The page
 * renders inside a preview scope (src/lib/data.ts), which its components read to show unsaved content.
 */
import { defineMiddleware } from 'astro/middleware';
import { parse } from 'parse5';
import { previewHeaders } from '../config/security-headers.ts';
import { previewScope } from '../lib/data.ts';
import { env } from '../lib/env.ts';

type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; value?: string };

/** The text of every inline script the browser would run. */
function inlineScripts(node: Node, out: string[] = []): string[] {
  if (node.nodeName === 'script') {
    const attrs = new Map((node.attrs ?? []).map((a) => [a.name, a.value]));
    const type = (attrs.get('type') ?? '').trim().toLowerCase();
    const runs = type === '' || type === 'module' || type.endsWith('javascript');
    if (runs && !attrs.has('src')) out.push((node.childNodes ?? []).map((c) => c.value ?? '').join(''));
  }
  const children = node.nodeName === 'template' ? [] : (node.childNodes ?? []);
  for (const child of children) inlineScripts(child, out);
  return out;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  // The page fills the scope once it has checked who asks (src/preview/PreviewPage.astro); every component reads it.
  const response = await previewScope.run({ pages: {} }, () => next());
  const html = await response.text();
  const hashes = await Promise.all(inlineScripts(parse(html) as unknown as Node).map(sha256));
  const headers = new Headers(response.headers);
  const { supabaseUrl } = env();
  for (const [name, value] of Object.entries(
    previewHeaders({
      siteSupabaseUrl: supabaseUrl,
      adminSupabaseUrl: process.env.VITE_SUPABASE_URL || supabaseUrl,
      scriptHashes: [...new Set(hashes)],
    }),
  )) {
    headers.set(name, value);
  }
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status: response.status, headers });
});
