import { useEffect } from 'react';

/** Menu entries and the header title of each admin path (paths are relative to /admin). */
interface MenuEntry {
  to: string;
  label: string;
  icon: string;
}

interface MenuGroup {
  label: string;
  items: MenuEntry[];
}

export const MENU: MenuGroup[] = [
  { label: 'Utama', items: [{ to: '/', label: 'Dashboard', icon: 'dashboard' }] },
  {
    label: 'Konten Halaman',
    items: [
      { to: '/edit-home', label: 'Edit Beranda', icon: 'home' },
      { to: '/edit-about', label: 'Edit Tentang Kami', icon: 'info' },
      { to: '/edit-contact', label: 'Edit Kontak', icon: 'contact' },
      { to: '/edit-privacy', label: 'Edit Kebijakan Privasi', icon: 'privacy' },
      { to: '/edit-terms', label: 'Ketentuan & Dokumen', icon: 'terms' },
    ],
  },
  {
    label: 'Kelola',
    items: [
      { to: '/packages', label: 'Paket', icon: 'packages' },
      { to: '/hotels', label: 'Hotel', icon: 'hotels' },
      { to: '/articles', label: 'Artikel', icon: 'articles' },
      { to: '/albums', label: 'Dokumentasi', icon: 'albums' },
      { to: '/features', label: 'Keunggulan', icon: 'features' },
      { to: '/testimonials', label: 'Testimoni', icon: 'testimonials' },
      { to: '/faqs', label: 'FAQ', icon: 'faqs' },
      { to: '/media', label: 'Media', icon: 'media' },
      { to: '/inquiries', label: 'Prospek', icon: 'inquiries' },
      { to: '/partners', label: 'Mitra', icon: 'partners' },
    ],
  },
  {
    label: 'Sistem',
    items: [
      { to: '/settings', label: 'Pengaturan', icon: 'settings' },
      { to: '/legal', label: 'Legalitas & Rekening', icon: 'legal' },
      { to: '/activity', label: 'Aktivitas', icon: 'activity' },
      { to: '/data-requests', label: 'Permintaan Data', icon: 'dataRequests' },
      { to: '/trash', label: 'Sampah', icon: 'trash' },
      { to: '/profile', label: 'Profil', icon: 'profile' },
    ],
  },
];

/** True when the entry is the current section ('/' only matches itself). */
export function isActive(entryTo: string, pathname: string): boolean {
  if (entryTo === '/') return pathname === '/' || pathname === '';
  return pathname === entryTo || pathname.startsWith(`${entryTo}/`);
}

export function pageTitle(pathname: string): string {
  if (/^\/packages\/new\/?$/.test(pathname)) return 'Tambah Paket';
  if (/^\/packages\/edit\//.test(pathname)) return 'Edit Paket';
  if (/^\/hotels\/create\/?$/.test(pathname)) return 'Tambah Hotel';
  if (/^\/articles\/create\/?$/.test(pathname)) return 'Tulis Artikel';
  if (/^\/articles\/edit\//.test(pathname)) return 'Edit Artikel';
  if (/^\/albums\/create\/?$/.test(pathname)) return 'Tambah Album';
  if (/^\/albums\/edit\//.test(pathname)) return 'Edit Album';
  if (/^\/hotels\/edit\//.test(pathname)) return 'Edit Hotel';
  if (/^\/inquiries\/edit\//.test(pathname)) return 'Detail Prospek';
  if (/^\/partners\/create\/?$/.test(pathname)) return 'Tambah Mitra';
  if (/^\/partners\/edit\//.test(pathname)) return 'Edit Mitra';
  for (const group of MENU) {
    for (const item of group.items) if (isActive(item.to, pathname)) return item.label;
  }
  return 'Dashboard';
}

/** The browser tab's title of a screen: which screen first, so several open tabs can be told apart. */
function documentTitle(screen: string): string {
  return `${screen} - Admin Baitullah Tour & Travel`;
}

/** Keeps the browser tab's title on the current screen. */
export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
