/**
 * The favicon set (favicon.ico, apple-touch-icon, manifest icons) is drawn at build time from the settings'
 * favicon or logo, so a new logo in the admin becomes the browser tab icon on the next publish. Without one,
 * or when it cannot be read, the site mark (public/favicon.svg) is used and the build says why.
 */
import sharp from 'sharp';
import siteMark from '../../public/favicon.svg?raw';
import { DEFAULT_FAVICON } from '../../domain/index.ts';
import { getContent } from './data.ts';

const BRAND_BACKGROUND = '#11402e';

let source: Promise<Buffer> | null = null;

async function fetchImage(url: string): Promise<Buffer> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/** The image every icon is drawn from (read once per build). */
function iconSource(): Promise<Buffer> {
  source ??= (async () => {
    const { settings } = await getContent();
    const candidates = [settings.favicon, settings.logo].filter(
      (u) => u && u !== DEFAULT_FAVICON && /^https?:\/\//.test(u),
    );
    for (const url of candidates) {
      try {
        const data = await fetchImage(url);
        await sharp(data).metadata(); // readable as an image?
        return data;
      } catch (e) {
        console.warn(`[ikon] ${url} tidak bisa dipakai sebagai ikon (${(e as Error).message}); memakai tanda situs.`);
      }
    }
    return Buffer.from(siteMark);
  })();
  return source;
}

/** A square PNG of the source; `padded` adds a brand background and margin (apple-touch-icon, maskable). */
export async function iconPng(size: number, padded = false): Promise<Buffer> {
  const src = await iconSource();
  const inner = padded ? Math.round(size * 0.8) : size;
  const drawn = await sharp(src, { density: 384 })
    .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  if (!padded) return drawn;
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND_BACKGROUND } })
    .composite([{ input: drawn, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** favicon.ico holding PNG images (16, 32, 48 px), which every current browser reads. */
export async function faviconIco(sizes: readonly number[] = [16, 32, 48]): Promise<Buffer> {
  const images = await Promise.all(sizes.map((s) => iconPng(s)));
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((img, i) => {
    const e = 6 + 16 * i;
    const s = sizes[i]!;
    header.writeUInt8(s >= 256 ? 0 : s, e);
    header.writeUInt8(s >= 256 ? 0 : s, e + 1);
    header.writeUInt8(0, e + 2);
    header.writeUInt8(0, e + 3);
    header.writeUInt16LE(1, e + 4);
    header.writeUInt16LE(32, e + 6);
    header.writeUInt32LE(img.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += img.length;
  });
  return Buffer.concat([header, ...images]);
}
