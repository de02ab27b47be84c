import { ALBUMS_PATH } from '../../../domain/index.ts';
import { id } from '../../i18n/id.ts';

export interface NavLink {
  href: string;
  label: string;
}

/**
 * The main navigation. "Dokumentasi" is offered only while at least one album is shown: a link to an empty
 * list would promise proof the site does not have yet.
 */
export function navLinks(albumsShown: boolean): NavLink[] {
  return [
    { href: '/', label: id.nav.home },
    { href: '/umroh', label: id.nav.umroh },
    { href: '/haji', label: id.nav.haji },
    { href: '/jadwal', label: id.nav.schedule },
    { href: '/artikel', label: id.nav.articles },
    ...(albumsShown ? [{ href: ALBUMS_PATH, label: id.nav.albums }] : []),
    { href: '/tentang-kami', label: id.nav.about },
    { href: '/kontak', label: id.nav.contact },
  ];
}

/** A nav item is current on its own page and on the pages below it (/umroh/slug is in Paket Umroh). */
export function isCurrent(href: string, path: string): boolean {
  const p = path.replace(/\/+$/, '') || '/';
  return href === '/' ? p === '/' : p === href || p.startsWith(`${href}/`);
}
