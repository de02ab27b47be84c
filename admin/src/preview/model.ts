/** What the site's preview route (src/pages/pratinjau/) renders: a package or an article. */
export type PreviewKind = 'paket' | 'artikel';

export interface PreviewLink {
  id: string;
  kind: PreviewKind;
  row_id: string | null;
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
