/**
 * The administrator's preview ("Pratinjau"): what src/preview/PreviewPage.astro renders, read on demand.
 *
 * The owner's own preview arrives as a form POST from the admin with the session's access token, the record's
 * id and the form's unsaved values. Supabase Auth verifies the token, and public.is_admin() (as that user)
 * decides: an administrator with a verified TOTP factor needs an aal2 session, as everywhere in the admin. The
 * record is then read as that administrator, under row-level security, so a draft is readable. A shared link
 * ("Bagikan pratinjau") carries a token instead, which public.open_preview_link exchanges for what the owner
 * previewed when sharing it, while the link is open. A page's unsaved content is shown by the page itself, read
 * through the preview's scope (src/lib/data.ts). Nothing here writes.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Article, PageName, SitePackage } from '../../domain/index.ts';
import { id as t } from '../i18n/id.ts';
import { env } from './env.ts';
import { siteArticle, sitePackage } from './data.ts';

export type PreviewKind = 'paket' | 'artikel' | 'halaman';

/** The pages whose content the admin edits, and the page of the site that shows each. */
export const PREVIEW_PAGES = {
  home: '/',
  about: '/tentang-kami',
  contact: '/kontak',
  privacy: '/privasi',
  terms: '/faq',
} as const satisfies Partial<Record<PageName, string>>;
export type PreviewPage = keyof typeof PREVIEW_PAGES;

export interface PreviewSource {
  kind: PreviewKind;
  /** A page's name (kind `halaman`); a package or an article: its id, or null when not saved yet. */
  key: string | null;
  /** The record as stored (null: not saved yet). */
  base: Record<string, unknown> | null;
  /** The unsaved values shown over it (a page: its whole content). */
  draft: Record<string, unknown>;
  /** A shared link's end. */
  expiresAt?: string;
}

/** Why a preview is not shown, with the status the route answers. */
export class PreviewRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A form field's value is capped well above any record the admin can save. */
const MAX_DRAFT_CHARS = 256 * 1024;

function client(accessToken?: string): SupabaseClient {
  const { supabaseUrl, supabaseAnonKey } = env();
  return createClient(supabaseUrl, supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {},
  });
}

function isKind(v: unknown): v is PreviewKind {
  return v === 'paket' || v === 'artikel' || v === 'halaman';
}

export function isPreviewPage(v: unknown): v is PreviewPage {
  return typeof v === 'string' && Object.hasOwn(PREVIEW_PAGES, v);
}

function unavailable(e: unknown): never {
  console.error(`[pratinjau] ${e instanceof Error ? e.message : String(e)}`);
  throw new PreviewRefused(503, t.preview.unavailable);
}

/**
 * The owner's preview: a POSTed form with `token`, `kind`, `id` (a package's or an article's id, empty for a
 * new one; a page's name) and `draft` (JSON).
 */
export async function ownerPreview(form: FormData): Promise<PreviewSource> {
  const token = form.get('token');
  const kind = form.get('kind');
  const rowId = form.get('id');
  const draftText = form.get('draft');
  if (typeof token !== 'string' || token === '') throw new PreviewRefused(401, t.preview.signIn);
  if (
    !isKind(kind) ||
    typeof rowId !== 'string' ||
    (kind === 'halaman' ? !isPreviewPage(rowId) : rowId !== '' && !UUID.test(rowId)) ||
    typeof draftText !== 'string' ||
    draftText.length > MAX_DRAFT_CHARS
  ) {
    throw new PreviewRefused(400, t.preview.badRequest);
  }
  let draft: unknown;
  try {
    draft = JSON.parse(draftText);
  } catch {
    throw new PreviewRefused(400, t.preview.badRequest);
  }
  if (!draft || typeof draft !== 'object' || Array.isArray(draft)) throw new PreviewRefused(400, t.preview.badRequest);

  const db = client(token);
  const user = await db.auth.getUser(token).catch(unavailable);
  if (user.error || !user.data.user) {
    if (user.error && !user.error.status) unavailable(user.error);
    throw new PreviewRefused(401, t.preview.signIn);
  }
  const admin = await db.rpc('is_admin');
  if (admin.error) {
    if (!admin.error.code || /^(5|08)/.test(admin.error.code)) unavailable(admin.error);
    throw new PreviewRefused(403, t.preview.notAdmin);
  }
  if (admin.data !== true) throw new PreviewRefused(403, t.preview.notAdmin);

  let base: Record<string, unknown> | null = null;
  if (kind !== 'halaman' && rowId !== '') {
    const read = await db
      .from(kind === 'paket' ? 'site_packages' : 'articles')
      .select('*')
      .eq('id', rowId)
      .maybeSingle();
    if (read.error) unavailable(read.error);
    if (!read.data) throw new PreviewRefused(404, t.preview.notFound);
    base = read.data as Record<string, unknown>;
  }
  return { kind, key: rowId === '' ? null : rowId, base, draft: draft as Record<string, unknown> };
}

/** A shared link's token (64 hex digits). */
export async function sharedPreview(token: string): Promise<PreviewSource> {
  const { data, error } = await client().rpc('open_preview_link', { token });
  if (error) {
    if (error.code === 'P0002') throw new PreviewRefused(410, error.message);
    unavailable(error);
  }
  const link = data as {
    kind: unknown;
    row_key: string | null;
    base: Record<string, unknown> | null;
    draft: unknown;
    expires_at: string;
  };
  if (!isKind(link.kind) || !link.draft || typeof link.draft !== 'object') unavailable('link tanpa isi');
  if (link.kind === 'halaman' && !isPreviewPage(link.row_key)) unavailable('halaman tidak dikenal');
  return {
    kind: link.kind,
    key: link.row_key,
    base: link.base,
    draft: link.draft as Record<string, unknown>,
    expiresAt: link.expires_at,
  };
}

/** Columns the form never sets: the record's identity, stamps, and what the database composes. */
const NOT_FROM_DRAFT = new Set(['id', 'created_at', 'updated_at', 'upcoming_departures', 'hotel_stays']);
/** Shown for a record not saved yet, which has no id. */
const UNSAVED_ID = '00000000-0000-4000-8000-000000000000';

function merged(source: PreviewSource): Record<string, unknown> {
  const row: Record<string, unknown> = { id: UNSAVED_ID, ...(source.base ?? {}) };
  for (const [key, value] of Object.entries(source.draft)) {
    if (!NOT_FROM_DRAFT.has(key)) row[key] = value;
  }
  return row;
}

/** The package the preview shows: the stored one with the unsaved values over it, read as the site reads it. */
export function previewPackage(source: PreviewSource): SitePackage {
  // A draft shows as the page of an active package would.
  return { ...sitePackage(merged(source)), status: 'active' };
}

export function previewArticle(source: PreviewSource): Article {
  return { ...siteArticle(merged(source)), status: 'published' };
}
