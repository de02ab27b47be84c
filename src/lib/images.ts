/**
 * Images as the site build emits them: a `src` that exists (a missing file falls back to the category
 * illustration, with a warning in the build log, so the site never shows a broken image) and a `srcset` of
 * the WebP variants that exist. Existence is checked once per URL per build with HEAD requests.
 */
import { VARIANT_WIDTHS, variantPath, type Category } from '../../domain/index.ts';

interface SiteImage {
  src: string;
  srcset?: string;
  /** The original file is missing; `src` is the illustration. */
  fallback?: boolean;
}

const known = new Map<string, Promise<boolean | null>>();

/** true: served; false: the server says it does not exist (Storage answers 400/404); null: cannot tell. */
function exists(url: string): Promise<boolean | null> {
  let hit = known.get(url);
  if (!hit) {
    hit = fetch(url, { method: 'HEAD' })
      .then((res) => (res.ok ? true : res.status >= 400 && res.status < 500 ? false : null))
      .catch(() => null);
    known.set(url, hit);
  }
  return hit;
}

function categoryIllustration(category: Category | 'umum'): string {
  return `/illustrations/${category}.svg`;
}

/**
 * @param maxWidth the largest variant worth offering here (cards never need 1600 px).
 */
export async function siteImage(
  url: string,
  fallback: Category | 'umum',
  maxWidth: number = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1],
): Promise<SiteImage> {
  if (!url) return { src: categoryIllustration(fallback), fallback: true };
  if (!/^https?:\/\//.test(url)) return { src: url };
  if ((await exists(url)) === false) {
    console.warn(`[gambar] ${url} tidak ditemukan; memakai ilustrasi ${fallback}.`);
    return { src: categoryIllustration(fallback), fallback: true };
  }
  const widths = VARIANT_WIDTHS.filter((w) => w <= maxWidth);
  const found = await Promise.all(widths.map(async (w) => ((await exists(variantPath(url, w))) ? w : null)));
  const available = found.filter((w): w is (typeof widths)[number] => w !== null);
  if (available.length === 0) return { src: url };
  const srcset = available.map((w) => `${variantPath(url, w)} ${w}w`).join(', ');
  // Without srcset support the middle size is a fair default.
  const src = variantPath(url, available.includes(800) ? 800 : available[available.length - 1]!);
  return { src, srcset };
}
