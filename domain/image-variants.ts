/**
 * Responsive image variants: every image in bucket `images` may have WebP copies at fixed widths next to it,
 * "photo.jpg" -> "photo-400.webp". The seed generator and the admin upload pipeline write them; the site
 * build offers those that exist in srcset.
 */
export const VARIANT_WIDTHS = [160, 400, 800, 1600] as const;

/** The variant's path or URL for an original's path or URL (query and hash are dropped). */
export function variantPath(original: string, width: number): string {
  const clean = original.replace(/[?#].*$/, '');
  const slash = clean.lastIndexOf('/');
  const dot = clean.lastIndexOf('.');
  const stem = dot > slash ? clean.slice(0, dot) : clean;
  return `${stem}-${width}.webp`;
}

/** True for a path that is itself a variant (so variants are never made of variants). */
export function isVariantPath(path: string): boolean {
  return /-(\d+)\.webp$/.test(path) && VARIANT_WIDTHS.some((w) => path.endsWith(`-${w}.webp`));
}
