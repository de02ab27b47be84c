/**
 * Share cards: the 1200×630 JPEG a link preview shows (WhatsApp, Facebook, X, Telegram), drawn at build time
 * from a page's photo and its text (domain/search-text.ts composes it). Satori lays the text out with fonts
 * bundled from npm (@fontsource Noto Sans / Noto Serif) and draws it as paths, so the card looks the same on
 * every machine and needs no network beyond the photo; sharp crops the photo and encodes the JPEG.
 *
 * WhatsApp shows the large preview only for an image of at least 300 px width, in JPEG or PNG, under 300 KB;
 * the encoder lowers the JPEG quality until the card fits. Cards are kept in the build cache by what they are
 * drawn from (text, photo and its ETag, this file's layout version), so a publish redraws only changed cards.
 */
import { createHash } from 'node:crypto';
import { readFile, utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import satori from 'satori';
import sharp from 'sharp';
import { variantPath, type ShareCardText } from '../../domain/index.ts';
import { fileExists, writeAtomic } from './files.ts';

export const SHARE_CARD = { width: 1200, height: 630, type: 'image/jpeg', maxBytes: 300 * 1024 } as const;

/** Bumped when the layout changes, so cached cards are redrawn. */
const LAYOUT_VERSION = 1;
const QUALITIES = [82, 74, 66, 58, 50] as const;

const BRAND_900 = '#0d3325';
const BRAND_950 = '#071f16';
const GOLD_300 = '#e4bf5b';
const GOLD_400 = '#d7a936';

type Font = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };
let fonts: Promise<Font[]> | null = null;

/** The bundled fonts, read from node_modules (the build runs from the repository root). */
function loadFonts(): Promise<Font[]> {
  fonts ??= (async () => {
    const require = createRequire(path.resolve('package.json'));
    const file = (pkg: string, name: string) => readFile(require.resolve(`@fontsource/${pkg}/files/${name}.woff`));
    const [sans400, sans700, serif700, sansExt400, sansExt700, serifExt700] = await Promise.all([
      file('noto-sans', 'noto-sans-latin-400-normal'),
      file('noto-sans', 'noto-sans-latin-700-normal'),
      file('noto-serif', 'noto-serif-latin-700-normal'),
      file('noto-sans', 'noto-sans-latin-ext-400-normal'),
      file('noto-sans', 'noto-sans-latin-ext-700-normal'),
      file('noto-serif', 'noto-serif-latin-ext-700-normal'),
    ]);
    return [
      { name: 'Noto Sans', data: sans400, weight: 400, style: 'normal' },
      { name: 'Noto Sans', data: sans700, weight: 700, style: 'normal' },
      { name: 'Noto Serif', data: serif700, weight: 700, style: 'normal' },
      { name: 'Noto Sans', data: sansExt400, weight: 400, style: 'normal' },
      { name: 'Noto Sans', data: sansExt700, weight: 700, style: 'normal' },
      { name: 'Noto Serif', data: serifExt700, weight: 700, style: 'normal' },
    ];
  })();
  return fonts;
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

/** The text layer, drawn over the photo (or over the brand colours when there is none). */
function overlay(card: ShareCardText, withPhoto: boolean): Node {
  const titleSize = card.title.length > 40 ? 58 : 68;
  const background = withPhoto
    ? 'linear-gradient(180deg, rgba(7,31,22,0.6) 0%, rgba(7,31,22,0) 26%, rgba(7,31,22,0.3) 46%, rgba(7,31,22,0.95) 100%)'
    : `linear-gradient(135deg, ${BRAND_900} 0%, ${BRAND_950} 100%)`;
  // The padding sits on an inner box: Satori adds a box's padding to a stated width and height.
  return el('div', { width: '100%', height: '100%', display: 'flex', backgroundImage: background }, [
    el(
      'div',
      {
        flexGrow: 1,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '52px 64px 56px',
        fontFamily: 'Noto Sans',
        color: 'white',
      },
      [
        el('div', { display: 'flex', alignItems: 'center', gap: 16 }, [
          el('div', { width: 10, height: 40, backgroundColor: GOLD_400, borderRadius: 4 }),
          el('div', { fontSize: 32, fontWeight: 700, letterSpacing: 0.5 }, card.brand),
        ]),
        el('div', { display: 'flex', flexDirection: 'column' }, [
          el('div', { fontSize: 28, fontWeight: 700, color: GOLD_300, letterSpacing: 1 }, card.eyebrow),
          el(
            'div',
            {
              display: 'block',
              marginTop: 8,
              fontFamily: 'Noto Serif',
              fontSize: titleSize,
              fontWeight: 700,
              lineHeight: 1.12,
              lineClamp: 2,
            },
            card.title,
          ),
          ...card.lines.map((line) =>
            el(
              'div',
              { display: 'block', marginTop: 16, fontSize: 30, color: 'rgba(255,255,255,0.92)', lineClamp: 1 },
              line,
            ),
          ),
          ...(card.price
            ? [
                el('div', { display: 'flex', marginTop: 24 }, [
                  el(
                    'div',
                    {
                      fontSize: 34,
                      fontWeight: 700,
                      color: BRAND_950,
                      backgroundColor: GOLD_400,
                      borderRadius: 999,
                      padding: '8px 30px',
                    },
                    card.price,
                  ),
                ]),
              ]
            : []),
        ]),
      ],
    ),
  ]);
}

/** Draws a card: the photo cropped to fill 1200×630 (none: brand colours), the text over it, as JPEG ≤ 300 KB. */
export async function renderShareCard(card: ShareCardText, photo: Buffer | null): Promise<Buffer> {
  const { width, height } = SHARE_CARD;
  const readable = photo
    ? await sharp(photo)
        .metadata()
        .then(
          () => true,
          (e: Error) => (console.warn(`[kartu] foto tidak terbaca (${e.message}); kartu tanpa foto.`), false),
        )
    : false;
  const svg = Buffer.from(
    await satori(overlay(card, readable) as unknown as Parameters<typeof satori>[0], {
      width,
      height,
      fonts: await loadFonts(),
    }),
  );
  let out: Buffer | null = null;
  for (const quality of QUALITIES) {
    const canvas = readable
      ? sharp(photo!).resize(width, height, { fit: 'cover' })
      : sharp({ create: { width, height, channels: 3, background: BRAND_950 } });
    out = await canvas
      .composite([{ input: svg }])
      .flatten()
      .jpeg({ quality, progressive: true })
      .toBuffer();
    if (out.length < SHARE_CARD.maxBytes) break;
  }
  return out!;
}

/** Where a photo is read from and what identifies its content (for the cache). */
async function photoSource(url: string): Promise<{ url: string; version: string } | null> {
  // The 1600 px variant is sharp at 1200 px and smaller than most originals; the original otherwise.
  for (const candidate of [variantPath(url, 1600), url]) {
    const res = await fetch(candidate, { method: 'HEAD' }).catch(() => null);
    if (!res?.ok) continue;
    const version =
      res.headers.get('etag') ?? res.headers.get('last-modified') ?? res.headers.get('content-length') ?? '';
    return { url: candidate, version };
  }
  console.warn(`[kartu] foto ${url} tidak ditemukan; kartu tanpa foto.`);
  return null;
}

async function fetchPhoto(url: string): Promise<Buffer | null> {
  const res = await fetch(url).catch(() => null);
  if (!res?.ok) {
    console.warn(
      `[kartu] foto ${url} tidak terbaca (${res ? `HTTP ${res.status}` : 'tidak terhubung'}); kartu tanpa foto.`,
    );
    return null;
  }
  return Buffer.from(await res.arrayBuffer());
}

/** The drawn cards, in the build cache (Astro's cacheDir, kept between builds locally and on Netlify). */
export function shareCardCache(): string {
  return path.join(path.resolve(process.env.ASTRO_CACHE_DIR || 'node_modules/.astro'), 'share-cards');
}

const USED = Symbol.for('umroh.share-cards-used');

/** The card files this build drew or found in the cache (the build's hooks clear it when a build starts). */
export function usedCards(): Set<string> {
  const registry = globalThis as { [USED]?: Set<string> };
  return (registry[USED] ??= new Set());
}

/**
 * The card for a page: from the build cache when the same text and photo were drawn before, else drawn now.
 * `photoUrl` is absolute (http…); a missing or unreadable photo gives the card without a photo.
 */
export async function shareCard(card: ShareCardText, photoUrl: string | null): Promise<Buffer> {
  return readFile(await shareCardFile(card, photoUrl));
}

/**
 * The card's file in the build cache, drawn first when it is not there. A file is never written again once it
 * is complete (its name is the hash of what it is drawn from), so the site may link to it.
 */
export async function shareCardFile(card: ShareCardText, photoUrl: string | null): Promise<string> {
  const source = photoUrl && /^https?:\/\//.test(photoUrl) ? await photoSource(photoUrl) : null;
  let photo: Buffer | null = null;
  let version = source?.version ?? '';
  if (source && !version) {
    // No validator from the server: the bytes themselves say whether the photo changed.
    photo = await fetchPhoto(source.url);
    version = photo ? createHash('sha256').update(photo).digest('hex') : '';
  }
  const key = createHash('sha256')
    .update(JSON.stringify([LAYOUT_VERSION, card, source?.url ?? null, version]))
    .digest('hex');
  const file = path.join(shareCardCache(), `${key}.jpg`);
  usedCards().add(file);
  if (await fileExists(file)) {
    // Its time says when a build last used it: a card only some builds draw (a page Astro restores from its own
    // store on the others) is kept while it is still in use (pruneCardCache).
    const now = new Date();
    await utimes(file, now, now).catch(() => undefined);
    return file;
  }
  if (source && !photo) photo = await fetchPhoto(source.url);
  const out = await renderShareCard(card, photo);
  // Two builds sharing a cache never read half a file.
  await writeAtomic(file, out);
  return file;
}
