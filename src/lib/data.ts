/**
 * Everything the site shows, read once per build through supabase-js with the
 * anon key, so the build sees exactly what a visitor may see (RLS applies).
 * A failed request fails the build loudly; missing content does not.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { privacyContent, type PrivacyContent } from '../../domain/privacy.ts';
import { termsContent, type TermsContent } from '../../domain/terms.ts';
import {
  albumIsShown,
  isPartnerCode,
  isSitePath,
  markFullPaymentWindow,
  type PartnerLink,
  type Album,
  type Article,
  type Category,
  type Departure,
  type Faq,
  type Feature,
  type Hotel,
  type PackageHotel,
  type PageName,
  type SitePackage,
  type SiteTestimonial,
} from '../../domain/index.ts';
import { env, isDev } from './env.ts';
import {
  normalizeAlbum,
  normalizeArticle,
  normalizeDeparture,
  normalizeFaq,
  normalizeFeature,
  normalizeHotel,
  normalizePackage,
  normalizePackageHotel,
  normalizeSiteTestimonial,
} from './normalize.ts';
import { siteContent, type SiteContent } from './content.ts';
import { newestTripFirst } from './albums.ts';

let client: SupabaseClient | null = null;

function supabase(): SupabaseClient {
  const { supabaseUrl, supabaseAnonKey } = env();
  client ??= createClient(supabaseUrl, supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
  return client;
}

function fail(what: string, error: { message: string; code?: string }): never {
  const err = new Error(
    `Gagal memuat ${what} dari Supabase (${env().supabaseUrl}): ${error.message}${error.code ? ` [${error.code}]` : ''}`,
  );
  console.error(err.message);
  throw err;
}

/**
 * A page rendered on demand for the administrator's preview runs inside this scope (src/preview/middleware.ts): the
 * unsaved content of a page it shows in place of the stored one, and a line for the preview's banner.
 */
export interface PreviewScope {
  pages: Partial<Record<PageName, unknown>>;
  note?: string;
}
export const previewScope = new AsyncLocalStorage<PreviewScope>();

/** Whether this render is the administrator's preview. */
export function inPreview(): boolean {
  return previewScope.getStore() !== undefined;
}

/**
 * One request per build for each read, however many pages use it; always fresh under `astro dev`. A preview
 * reads once per request: its reads are its own (another preview at the same moment may show other unsaved
 * content), and the server that renders it outlives the data it read.
 */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | null = null;
  const perPreview = new WeakMap<PreviewScope, Promise<T>>();
  return () => {
    if (isDev()) return load();
    const scope = previewScope.getStore();
    if (!scope) return (p ??= load());
    let read = perPreview.get(scope);
    if (!read) perPreview.set(scope, (read = load()));
    return read;
  };
}

/** Supabase answers at most this many rows per request (API max_rows), so longer lists are read in pages. */
const PAGE_SIZE = 1000;

/** Every row of a table or view a visitor may read, in pages. */
async function readAll(
  table: string,
  what: string,
  query: (q: ReturnType<ReturnType<SupabaseClient['from']>['select']>) => typeof q,
  columns = '*',
): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error } = await query(supabase().from(table).select(columns)).range(from, from + PAGE_SIZE - 1);
    if (error) fail(what, error);
    const page = (data ?? []) as unknown as Record<string, unknown>[];
    rows.push(...page);
    if (page.length < PAGE_SIZE) break;
  }
  return rows;
}

/**
 * Active packages, newest first, each with its upcoming departures (from today in WIB, earliest first) and
 * its hotels: one read of the public.site_packages view, which joins them in the database as the visitor may
 * see them (row-level security applies inside it).
 */
export const getPackages = once(async (): Promise<SitePackage[]> => {
  const rows = await readAll('site_packages', 'paket', (q) =>
    q.order('created_at', { ascending: false }).order('id', { ascending: true }),
  );
  return rows.map(sitePackage).filter((p) => p.status === 'active' && p.slug !== '');
});

/** A row of public.site_packages as the site shows it; the preview shows a draft through it too. */
export function sitePackage(row: Record<string, unknown>): SitePackage {
  const base = env().supabaseUrl;
  const stays = (Array.isArray(row.hotel_stays) ? row.hotel_stays : []) as Record<string, unknown>[];
  const hotelById = new Map<string, Hotel>(
    stays
      .map((stay) =>
        stay.hotel && typeof stay.hotel === 'object'
          ? normalizeHotel(stay.hotel as Record<string, unknown>, base)
          : null,
      )
      .filter((h): h is Hotel => h !== null)
      .map((h) => [h.id, h]),
  );
  const hotels: PackageHotel[] = [];
  for (const stay of stays) {
    const choice = normalizePackageHotel(stay, hotelById);
    if (!choice) continue;
    const { package_id: _package, ...rest } = choice;
    hotels.push(rest);
  }
  const pkg = normalizePackage(row, base);
  // Dates past their full-payment deadline on the day of the build are shown as "Pendaftaran ditutup";
  // the daily build moves the line, and public.submit_inquiry refuses them whatever a page still offers.
  const departures = markFullPaymentWindow(
    (Array.isArray(row.upcoming_departures) ? row.upcoming_departures : [])
      .map((d) => normalizeDeparture(d as Record<string, unknown>))
      .filter((d): d is Departure => d !== null),
    pkg.full_payment_days,
  );
  return { ...pkg, departures, hotels };
}

export async function getPackagesByCategory(category: Category): Promise<SitePackage[]> {
  return (await getPackages()).filter((p) => p.category === category);
}

/**
 * Published articles, newest first (published_at, then id so equal dates keep one order). Drafts never reach
 * the build: anon reads published rows only (RLS), and the filter says so again.
 */
export const getArticles = once(async (): Promise<Article[]> => {
  const rows = await readAll('articles', 'artikel', (q) =>
    q.eq('status', 'published').order('published_at', { ascending: false }).order('id', { ascending: true }),
  );
  return rows.map(siteArticle).filter((a) => a.status === 'published' && a.slug !== '' && a.title !== '');
});

/** A row of public.articles as the site shows it. */
export function siteArticle(row: Record<string, unknown>): Article {
  return normalizeArticle(row, env().supabaseUrl);
}

/**
 * The albums the site shows (/dokumentasi, the package pages, the navigation, the sitemap), newest trip first:
 * one read of public.album_details, which gives visitors published albums with their consented photos only
 * (RLS inside the view). An album left with no photo to show is no page (albumIsShown).
 */
export const getAlbums = once(async (): Promise<Album[]> => {
  const rows = await readAll('album_details', 'dokumentasi', (q) =>
    q.eq('status', 'published').order('taken_on', { ascending: false }).order('id', { ascending: true }),
  );
  const base = env().supabaseUrl;
  return newestTripFirst(
    rows.map((row) => normalizeAlbum(row, base)).filter((a) => a.slug !== '' && a.title !== '' && albumIsShown(a)),
  );
});

/**
 * The home page's testimonials: only those marked "Tampilkan di beranda", in the
 * administrator's order (position ascending; newest first among equal positions). Visitors may
 * read the others (RLS), the site just does not show them. Only consented ones: RLS gives anon
 * no other, and the filter says so again.
 */
export const getHomeTestimonials = once(async (): Promise<SiteTestimonial[]> => {
  const { data, error } = await supabase()
    .from('testimonial_details')
    .select('*')
    .eq('show_on_home', true)
    .eq('consent', true)
    .order('position', { ascending: true })
    .order('created_at', { ascending: false });
  if (error) fail('testimoni', error);
  const base = env().supabaseUrl;
  return (data ?? []).map((row) => normalizeSiteTestimonial(row, base));
});

/** Active features by order_index. */
export const getFeatures = once(async (): Promise<Feature[]> => {
  const { data, error } = await supabase()
    .from('features')
    .select('*')
    .eq('is_active', true)
    .order('order_index', { ascending: true });
  if (error) fail('keunggulan', error);
  return (data ?? []).map(normalizeFeature);
});

/**
 * Every FAQ a visitor may read: active, site-wide or of an active package (RLS), in the
 * administrator's order (position, then oldest first).
 */
const getAllFaqs = once(async (): Promise<Faq[]> => {
  const rows: Record<string, unknown>[] = [];
  for (let from = 0; ; from += PAGE_SIZE) {
    const { data, error } = await supabase()
      .from('faqs')
      .select('id, package_id, question, answer, position')
      .eq('is_active', true)
      .order('position', { ascending: true })
      .order('created_at', { ascending: true })
      .order('id', { ascending: true })
      .range(from, from + PAGE_SIZE - 1);
    if (error) fail('FAQ', error);
    rows.push(...(data ?? []));
    if (!data || data.length < PAGE_SIZE) break;
  }
  return rows.map(normalizeFaq).filter((f) => f.question !== '' && f.answer !== '');
});

/** The site-wide FAQs (/faq). */
export async function getSiteFaqs(): Promise<Faq[]> {
  return (await getAllFaqs()).filter((f) => f.package_id === null);
}

/** The FAQs of one package (its page). */
export async function getPackageFaqs(packageId: string): Promise<Faq[]> {
  return (await getAllFaqs()).filter((f) => f.package_id === packageId);
}

async function pageContent(name: PageName): Promise<unknown> {
  const unsaved = previewScope.getStore()?.pages;
  if (unsaved && name in unsaved) return unsaved[name];
  const { data, error } = await supabase().from('page_content').select('content').eq('page_name', name).maybeSingle();
  if (error) fail(`konten halaman "${name}"`, error);
  return (data as { content?: unknown } | null)?.content ?? null;
}

export const getContent = once(async (): Promise<SiteContent> => {
  const names: PageName[] = ['home', 'about', 'contact', 'site-settings', 'legal'];
  const [accounts, ...docs] = await Promise.all([
    readAll('bank_accounts', 'rekening resmi', (q) => q.order('position', { ascending: true }).order('id')),
    ...names.map(pageContent),
  ]);
  return siteContent(Object.fromEntries(names.map((n, i) => [n, docs[i]])), env().supabaseUrl, accounts);
});

/** Stored redirects (old package URLs and the administrator's own), oldest first. */
export const getRedirects = once(async (): Promise<{ from: string; to: string; status: number }[]> => {
  const { data, error } = await supabase()
    .from('redirects')
    .select('from_path, to_path, status')
    .order('created_at', { ascending: true })
    .limit(PAGE_SIZE);
  if (error) fail('redirect', error);
  return (data ?? []).map((r: { from_path: string; to_path: string; status: number }) => ({
    from: r.from_path,
    to: r.to_path,
    status: r.status,
  }));
});

/** Each partner's share link: its code, whether it is active, and the page it opens. */
export const getPartnerLinks = once(async (): Promise<PartnerLink[]> => {
  const { data, error } = await supabase().rpc('partner_links');
  if (error) fail('tautan mitra', error);
  return ((data ?? []) as PartnerLink[]).filter((l) => isPartnerCode(l.code) && isSitePath(l.target));
});

/** The cancellation tiers and the document checklist every package page and the FAQ page state. */
export const getTerms = once(async (): Promise<TermsContent> => termsContent(await pageContent('terms')));

/** The privacy page's text: page_content 'privacy' over the default. */
export const getPrivacy = once(async (): Promise<PrivacyContent> => privacyContent(await pageContent('privacy')));

/**
 * The consent sentence the inquiry form shows: the newest row of consent_texts, whose version each inquiry
 * stored from now on records (the database sets it). A site without one fails the build: the form must not
 * ask for consent to a sentence nobody can later show.
 */
export const getConsentText = once(async (): Promise<{ version: string; body: string }> => {
  const { data, error } = await supabase()
    .from('consent_texts')
    .select('version, body')
    .order('published_at', { ascending: false })
    .order('version', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) fail('kalimat persetujuan', error);
  if (!data) fail('kalimat persetujuan', { message: 'tabel consent_texts kosong' });
  return data as { version: string; body: string };
});
