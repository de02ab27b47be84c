import { describe, expect, it } from 'vitest';
import { VARIANT_WIDTHS, isVariantPath, variantPath } from '../../domain/index.ts';
import { removeVariants, uploadVariants } from '../../admin/src/lib/image-variants.ts';

describe('image variants: names', () => {
  it('puts the width before a .webp extension, next to the original', () => {
    expect(variantPath('uploads/foto-jamaah.jpg', 400)).toBe('uploads/foto-jamaah-400.webp');
    expect(variantPath('https://x.supabase.co/storage/v1/object/public/images/seed/hero.webp?v=2', 1600)).toBe(
      'https://x.supabase.co/storage/v1/object/public/images/seed/hero-1600.webp',
    );
    expect(variantPath('/a.b/c', 160)).toBe('/a.b/c-160.webp');
    expect(VARIANT_WIDTHS).toEqual(expect.arrayContaining([400, 800, 1600]));
  });
  it('recognises a variant', () => {
    expect(isVariantPath('seed/hero-800.webp')).toBe(true);
    expect(isVariantPath('seed/umroh-2027.webp')).toBe(false);
  });
});

describe('image variants: the admin upload hook', () => {
  const file = new File([new Uint8Array([1, 2, 3])], 'foto.jpg', { type: 'image/jpeg' });

  it('stores one WebP per width the maker can draw, and only logs a failure', async () => {
    const stored = new Map<string, File>();
    const logs: string[] = [];
    const paths = await uploadVariants(
      { upload: async (p, f) => void stored.set(p, f), remove: async () => {} },
      'uploads/foto.jpg',
      file,
      async (_f, w) => {
        if (w === 1600) return null; // the original is narrower: no enlargement
        if (w === 800) throw new Error('encoder rusak');
        return new Blob([new Uint8Array(w / 10)], { type: 'image/webp' });
      },
      (m) => logs.push(m),
    );
    expect(paths).toEqual(['uploads/foto-160.webp', 'uploads/foto-400.webp']);
    expect(stored.get('uploads/foto-400.webp')?.type).toBe('image/webp');
    expect(logs).toEqual(['Varian 800px gagal dibuat: encoder rusak']);
  });

  it('leaves GIFs alone and, in Node without a canvas, makes nothing', async () => {
    const store = { upload: async () => {}, remove: async () => {} };
    expect(await uploadVariants(store, 'uploads/a.gif', new File([''], 'a.gif', { type: 'image/gif' }))).toEqual([]);
    expect(await uploadVariants(store, 'uploads/foto.jpg', file)).toEqual([]);
  });

  it('removes every variant of a deleted original, missing ones included', async () => {
    const removed: string[] = [];
    await removeVariants(
      {
        upload: async () => {},
        remove: async (p) => {
          removed.push(p);
          if (p.endsWith('-800.webp')) throw new Error('not found');
        },
      },
      'uploads/foto.jpg',
    );
    expect(removed.sort()).toEqual(VARIANT_WIDTHS.map((w) => `uploads/foto-${w}.webp`).sort());
  });
});
