/**
 * Netlify's `_redirects` file, built from the database at build time. The local server reads the same file
 * (server/product/redirects.ts), so a redirect behaves alike in production and locally.
 * https://docs.netlify.com/routing/redirects/ : one rule per line, "from to status", first match wins.
 */
import { isSitePath, partnerLinkPath, type Category, type PartnerLink } from '../../domain/index.ts';

const CATEGORIES: readonly Category[] = ['umroh', 'haji'];

interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** Old English addresses people type or that other sites link to. */
const FIXED_REDIRECTS: readonly RedirectRule[] = [
  { from: '/about', to: '/tentang-kami', status: 301 },
  { from: '/contact', to: '/kontak', status: 301 },
];

// A source carries no query; both ends stay on this site (a stored rule was checked by the database too).
const isSource = (p: string) => isSitePath(p) && !p.includes('?');

interface PackageRef {
  id: string;
  slug: string;
  category: Category;
}

/**
 * A package's other addresses go to its page, /{category}/{slug}: its id (links that name it so), and its slug or
 * id under the other category.
 */
export function packageRedirects(packages: readonly PackageRef[]): RedirectRule[] {
  return packages.flatMap((p) => {
    const to = `/${p.category}/${p.slug}`;
    const own = p.id && p.id !== p.slug ? [{ from: `/${p.category}/${p.id}`, to, status: 301 }] : [];
    const other = CATEGORIES.filter((c) => c !== p.category).flatMap((category) =>
      [...new Set([p.slug, p.id].filter(Boolean))].map((key) => ({ from: `/${category}/${key}`, to, status: 301 })),
    );
    return [...own, ...other];
  });
}

/**
 * A partner's share link /m/{code} opens their page with the code (`ref`), which the site keeps for the visit;
 * an inactive partner's link still opens the site, without the code. 302: the code's target may change.
 */
export function partnerRedirects(links: readonly PartnerLink[]): RedirectRule[] {
  return links.map((l) => ({
    from: partnerLinkPath(l.code),
    to: l.active ? `${l.target}?ref=${l.code}` : l.target,
    status: 302,
  }));
}

/**
 * Stored rules first (an administrator's explicit choice), then the fixed and generated ones. A rule whose
 * source is a live page is dropped: it would shadow (or, on Netlify, silently lose to) the page itself.
 */
export function redirectsFile(
  stored: readonly RedirectRule[],
  packages: readonly PackageRef[],
  livePaths: ReadonlySet<string>,
  partners: readonly PartnerLink[] = [],
): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const r of [...stored, ...FIXED_REDIRECTS, ...packageRedirects(packages), ...partnerRedirects(partners)]) {
    const from = r.from.replace(/\/+$/, '') || '/';
    if (!isSource(from) || !isSitePath(r.to) || from === r.to || seen.has(from) || livePaths.has(from)) {
      continue;
    }
    if (![301, 302, 307, 308].includes(r.status)) continue;
    seen.add(from);
    lines.push(`${from} ${r.to} ${r.status}`);
  }
  return `# Dibuat otomatis saat build dari tabel redirects, daftar paket dan mitra.\n${lines.join('\n')}\n`;
}
