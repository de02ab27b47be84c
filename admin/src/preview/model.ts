/** What the site's preview route (src/preview/PreviewPage.astro) renders: a package, an article, or a page's content. */
export type PreviewKind = 'paket' | 'artikel' | 'halaman';

/** The pages whose content editor has Pratinjau (the site shows terms on /faq and the package pages). */
const PREVIEW_PAGES = ['home', 'about', 'contact', 'privacy', 'terms'] as const;
export type PreviewPage = (typeof PREVIEW_PAGES)[number];
export function isPreviewPage(name: unknown): name is PreviewPage {
  return (PREVIEW_PAGES as readonly unknown[]).includes(name);
}

export interface PreviewLink {
  id: string;
  kind: PreviewKind;
  row_key: string | null;
  title: string;
  created_by: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  open: boolean;
}

/** The route on the site's origin, where the admin is served too (the form posts there, same origin). */
export const PREVIEW_PATH = '/pratinjau/';

/** Window sizes: a phone (390 px wide) and a desktop (1280 px). */
export const PREVIEW_WINDOWS = {
  ponsel: { width: 390, height: 844, label: 'Tampilan ponsel' },
  desktop: { width: 1280, height: 900, label: 'Tampilan desktop' },
} as const;
export type PreviewWindow = keyof typeof PREVIEW_WINDOWS;

/** A shared link's address on the public site. */
export function previewLinkUrl(origin: string, token: string): string {
  return `${origin}${PREVIEW_PATH}?tautan=${token}`;
}
