import { id } from '../../i18n/id.ts';

export const NAV_LINKS = [
  { href: '/', label: id.nav.home },
  { href: '/umroh', label: id.nav.umroh },
  { href: '/haji', label: id.nav.haji },
  { href: '/jadwal', label: id.nav.schedule },
  { href: '/artikel', label: id.nav.articles },
  { href: '/tentang-kami', label: id.nav.about },
  { href: '/kontak', label: id.nav.contact },
] as const;

/** A nav item is current on its own page and on the pages below it (/umroh/slug is in Paket Umroh). */
export function isCurrent(href: string, path: string): boolean {
  const p = path.replace(/\/+$/, '') || '/';
  return href === '/' ? p === '/' : p === href || p.startsWith(`${href}/`);
}
