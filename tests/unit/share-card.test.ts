// The share-card renderer (src/lib/share-card.ts) with its real parts: Satori with the bundled fonts, sharp.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderShareCard, SHARE_CARD } from '../../src/lib/share-card.ts';
import type { ShareCardText } from '../../domain/index.ts';

const card: ShareCardText = {
  eyebrow: 'Paket Umroh',
  title: 'Umroh Hemat 9 Hari',
  lines: ['Berangkat 17 Des 2026 · 8 Jan 2027 · 19 Feb 2027'],
  price: 'Mulai Rp 18,5 Juta / orang',
  brand: 'Baitullah Tour & Travel',
  alt: 'Umroh Hemat 9 Hari, berangkat 17 Desember 2026, mulai Rp 18,5 Juta per orang',
};

/** A photo JPEG compresses badly (random noise): the worst case for the 300 KB limit. */
async function noisyPhoto(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let x = 12345;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = x >> 23;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

async function check(out: Buffer) {
  const meta = await sharp(out).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', SHARE_CARD.width, SHARE_CARD.height]);
  expect(out.length).toBeLessThan(SHARE_CARD.maxBytes);
}

describe('renderShareCard', () => {
  it('draws a 1200×630 JPEG under 300 KB, even from a photo that compresses badly', async () => {
    await check(await renderShareCard(card, await noisyPhoto(1200, 630)));
  }, 60_000);

  it('without a photo, or with one that is not an image, still draws the card (brand colours)', async () => {
    const none = await renderShareCard(card, null);
    await check(none);
    const broken = await renderShareCard(card, Buffer.from('not an image'));
    await check(broken);
    expect(broken.equals(none)).toBe(true);
  }, 60_000);

  it('draws the text: another title gives another picture, the same input the same bytes', async () => {
    const a = await renderShareCard(card, null);
    expect((await renderShareCard(card, null)).equals(a)).toBe(true);
    expect((await renderShareCard({ ...card, title: 'Umroh VIP 9 Hari April' }, null)).equals(a)).toBe(false);
  }, 60_000);
});
