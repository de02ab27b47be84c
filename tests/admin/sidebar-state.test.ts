import { describe, expect, it } from 'vitest';
import {
  isMobileWidth,
  isSidebarShortcut,
  MOBILE_BREAKPOINT,
  readSidebarCookie,
  SIDEBAR_COOKIE_MAX_AGE,
  SIDEBAR_WIDTH,
  SIDEBAR_WIDTH_ICON,
  SIDEBAR_WIDTH_MOBILE,
  sidebarCookie,
} from '../../admin/src/layout/sidebar-state.ts';
import { isActive, MENU, pageTitle } from '../../admin/src/layout/titles.ts';

describe('sidebar constants', () => {
  it('16rem open, 18rem on mobile, 3rem as icons; 768 px breakpoint; 7-day cookie', () => {
    expect([SIDEBAR_WIDTH, SIDEBAR_WIDTH_MOBILE, SIDEBAR_WIDTH_ICON]).toEqual(['16rem', '18rem', '3rem']);
    expect(MOBILE_BREAKPOINT).toBe(768);
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(7 * 24 * 60 * 60);
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });
});

describe('sidebar cookie', () => {
  it('writes the open state with a 7-day max-age', () => {
    expect(sidebarCookie(false)).toBe('sidebar_state=false; path=/admin; max-age=604800; SameSite=Lax');
  });
  it('reads it back among other cookies; no cookie means unknown', () => {
    expect(readSidebarCookie('a=1; sidebar_state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar_state=true')).toBe(true);
    expect(readSidebarCookie('a=1')).toBeNull();
    expect(readSidebarCookie('sidebar_state=maybe')).toBeNull();
  });
});

describe('keyboard shortcut', () => {
  it('is ctrl+b or meta+b', () => {
    expect(isSidebarShortcut({ key: 'b', ctrlKey: true, metaKey: false })).toBe(true);
    expect(isSidebarShortcut({ key: 'B', ctrlKey: false, metaKey: true })).toBe(true);
    expect(isSidebarShortcut({ key: 'b', ctrlKey: false, metaKey: false })).toBe(false);
    expect(isSidebarShortcut({ key: 'c', ctrlKey: true, metaKey: false })).toBe(false);
    expect(isSidebarShortcut({ key: 'b', ctrlKey: true, metaKey: false, altKey: true })).toBe(false);
  });
});

describe('menu', () => {
  it('lists every admin screen', () => {
    const paths = MENU.flatMap((g) => g.items.map((i) => i.to));
    expect(paths).toEqual([
      '/',
      '/edit-home',
      '/edit-about',
      '/edit-contact',
      '/edit-privacy',
      '/edit-terms',
      '/packages',
      '/hotels',
      '/articles',
      '/albums',
      '/features',
      '/testimonials',
      '/faqs',
      '/media',
      '/inquiries',
      '/partners',
      '/settings',
      '/legal',
      '/activity',
      '/data-requests',
      '/trash',
      '/profile',
    ]);
  });
  it('marks the current section and titles the header', () => {
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/', '/packages')).toBe(false);
    expect(isActive('/packages', '/packages/edit/1')).toBe(true);
    expect(pageTitle('/packages/new')).toBe('Tambah Paket');
    expect(pageTitle('/articles/create')).toBe('Tulis Artikel');
    expect(pageTitle('/articles/edit/1')).toBe('Edit Artikel');
    expect(pageTitle('/packages/edit/abc')).toBe('Edit Paket');
    expect(pageTitle('/media')).toBe('Media');
    expect(pageTitle('/')).toBe('Dashboard');
  });
});
