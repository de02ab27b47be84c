/**
 * Responsive variants of an uploaded image: WebP copies 160/400/800/1600 px wide stored next to the
 * original ("uploads/x.jpg" -> "uploads/x-400.webp"), which the public site offers in srcset. Drawn in the
 * browser (createImageBitmap + canvas), never wider than the original; GIFs are left alone (animation).
 * A variant that cannot be made or stored is only logged: the site then serves the original.
 */
import { VARIANT_WIDTHS, variantPath } from '../domain.ts';

interface VariantStore {
  upload(path: string, file: File): Promise<void>;
  remove(path: string): Promise<void>;
}

export type VariantMaker = (file: File, width: number) => Promise<Blob | null>;

/** The browser's own encoder; null where there is no canvas (tests in Node, very old browsers). */
const canvasVariant: VariantMaker = async (file, width) => {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') return null;
  const bitmap = await createImageBitmap(file);
  try {
    if (bitmap.width <= width && width !== VARIANT_WIDTHS[0]) return null; // never enlarge (the smallest is kept)
    const w = Math.min(width, bitmap.width);
    const h = Math.max(1, Math.round((bitmap.height * w) / bitmap.width));
    const canvas = new OffscreenCanvas(w, h);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, w, h);
    const blob = await canvas.convertToBlob({ type: 'image/webp', quality: 0.78 });
    return blob.type === 'image/webp' ? blob : null; // a browser without a WebP encoder answers PNG
  } finally {
    bitmap.close();
  }
};

/** Makes and stores the variants of an uploaded original; returns the paths stored. */
export async function uploadVariants(
  store: VariantStore,
  originalPath: string,
  file: File,
  make: VariantMaker = canvasVariant,
  log: (message: string) => void = console.warn,
): Promise<string[]> {
  if (file.type === 'image/gif') return [];
  const stored: string[] = [];
  for (const width of VARIANT_WIDTHS) {
    const path = variantPath(originalPath, width);
    try {
      const blob = await make(file, width);
      if (!blob) continue;
      await store.upload(path, new File([blob], path.split('/').pop()!, { type: 'image/webp' }));
      stored.push(path);
    } catch (e) {
      log(`Varian ${width}px gagal dibuat: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return stored;
}

/** Removes the variants of a deleted original (missing ones are fine). */
export async function removeVariants(store: VariantStore, originalPath: string): Promise<void> {
  await Promise.all(VARIANT_WIDTHS.map((w) => store.remove(variantPath(originalPath, w)).catch(() => undefined)));
}
