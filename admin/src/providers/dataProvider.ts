import type { DataProvider } from 'react-admin';
import { supabaseDataProvider } from 'ra-supabase';
import type { Media, PackageCheckRow, PageName } from '../domain.ts';
import { SUPABASE_ANON_KEY, SUPABASE_URL } from '../env.ts';
import { deleteFromLibrary, uploadToLibrary } from '../lib/media-pipeline.ts';
import type { DashboardSummary } from '../dashboard/summary.ts';
import { mediaStore } from './media.ts';
import { requireSession } from './session.ts';
import { authOnlyClient } from './auth-client.ts';
import { supabase } from './supabase.ts';

export interface PageContentRow {
  id: string;
  page_name: PageName;
  content: unknown;
  updated_at: string;
}

/** react-admin's data provider for the tables, plus the calls that are not CRUD on one resource. */
export interface AdminDataProvider extends DataProvider {
  getPageContent(pageName: PageName): Promise<PageContentRow | null>;
  /** `updatedAt`: the version the form loaded (null: it found no row); the save is refused if that moved on. */
  savePageContent(params: { pageName: PageName; content: object; updatedAt?: string | null }): Promise<PageContentRow>;
  dashboardSummary(): Promise<DashboardSummary>;
  uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<Media>;
  deleteMedia(params: { id: string; filePath: string }): Promise<void>;
  /** Where each library image is used (public.media_usage(), computed from the data). */
  mediaUsage(): Promise<MediaUsage[]>;
  /** The hotels a package uses (package_hotels has a two-column key: not a react-admin resource). */
  packageHotels(packageId: string): Promise<PackageHotelRow[]>;
  /** Adds or changes one hotel of a package; `previousHotelId` when the row picked another hotel before. */
  savePackageHotel(row: PackageHotelRow, previousHotelId?: string): Promise<void>;
  removePackageHotel(params: { packageId: string; hotelId: string }): Promise<void>;
  /** Titles of the packages using a hotel (the hotel edit page shows them). */
  hotelPackages(hotelId: string): Promise<{ id: string; title: string }[]>;
  /** Packages with all their departures and hotel nights (public.package_checks): one, or every package. */
  packageChecks(packageId?: string): Promise<PackageCheckRow[]>;
  /** Records that the package's price below the reference price was reported to the ministry. */
  reportReferencePrice(params: { packageId: string; price: number }): Promise<void>;
  /** The Umrah reference price the check compares prices with, and its decree. */
  referencePrice(): Promise<ReferencePrice>;
  /** Stores a new reference price; resolves only once the database has it. */
  setReferencePrice(params: { price: number; decree: string }): Promise<ReferencePrice>;
}

export interface ReferencePrice {
  price: number;
  decree: string;
  updated_at: string;
}

export interface PackageHotelRow {
  package_id: string;
  hotel_id: string;
  nights: number;
  position: number;
}

export interface MediaUsage {
  media_id: string;
  /** 'trash': a deleted record in Sampah, whose images stay until it leaves Sampah. */
  kind: 'package' | 'page' | 'testimonial' | 'hotel' | 'article' | 'album' | 'trash';
  label: string;
  /** Admin route of the place, e.g. /packages/edit/<id>. */
  link: string;
}

const tables = supabaseDataProvider({
  instanceUrl: SUPABASE_URL,
  apiKey: SUPABASE_ANON_KEY,
  // ra-supabase's HTTP client reads only `.auth` (the data client has none: see providers/supabase.ts).
  supabaseClient: authOnlyClient,
});

type Version = { id: unknown; updatedAt: unknown };

/**
 * Resources whose record spans tables: read from a `security_invoker` view with everything in one row, saved
 * through an RPC in one transaction (refused when the version is stale), deleted as a plain delete on the table.
 * Every other resource is its table.
 */
const COMPOSITE: Record<
  string,
  { read: string; save: (data: Record<string, unknown>, version?: Version) => Promise<{ data: never }> }
> = {
  // The album with its photos, cover and package; saved with its whole photo list (the photos go with a delete).
  albums: { read: 'album_details', save: saveAlbum },
};

const readFrom = (resource: string) => COMPOSITE[resource]?.read ?? resource;

async function saveAlbum(data: Record<string, unknown>, version?: Version) {
  const { photos, ...album } = data;
  const p_album = version ? { ...album, id: version.id, updated_at: version.updatedAt } : album;
  const { data: row, error } = await supabase.rpc('save_album', { p_album, p_photos: photos ?? [] });
  if (error) throw error;
  // The album_details row with its id: the record react-admin's create/update promise, whatever type it asked for.
  return { data: row as never };
}

const calls: AdminDataProvider = {
  ...tables,

  getList(resource, params) {
    return tables.getList(readFrom(resource), params);
  },

  getOne(resource, params) {
    return tables.getOne(readFrom(resource), params);
  },

  getMany(resource, params) {
    return tables.getMany(readFrom(resource), params);
  },

  create(resource, params) {
    const composite = COMPOSITE[resource];
    if (!composite) return tables.create(resource, params);
    return composite.save(params.data as Record<string, unknown>);
  },

  update(resource, params) {
    const composite = COMPOSITE[resource];
    if (!composite) return tables.update(resource, params);
    const data = params.data as Record<string, unknown>;
    // The RPC always compares the version: an unchanged form still sends the one it loaded.
    const updatedAt = data.updated_at ?? (params.previousData as { updated_at?: unknown } | undefined)?.updated_at;
    const fields = { ...data };
    delete fields.updated_at;
    return composite.save(fields, { id: params.id, updatedAt });
  },

  async getPageContent(pageName) {
    const { data, error } = await supabase
      .from('page_content')
      .select('id, page_name, content, updated_at')
      .eq('page_name', pageName)
      .maybeSingle();
    if (error) throw error;
    return (data as PageContentRow | null) ?? null;
  },

  /** Update the page's row when it exists, otherwise insert it. */
  async savePageContent({ pageName, content, updatedAt }) {
    const { data: existing, error: readError } = await supabase
      .from('page_content')
      .select('id')
      .eq('page_name', pageName)
      .maybeSingle();
    if (readError) throw readError;
    // Created elsewhere since the form found none: the same refusal as a stale version (lib/conflict.ts).
    if (existing && updatedAt === null) throw staleCreate();
    const version = updatedAt ? { updated_at: updatedAt } : {};
    const query = existing
      ? supabase
          .from('page_content')
          .update({ content, ...version })
          .eq('id', existing.id)
      : supabase.from('page_content').insert({ page_name: pageName, content });
    const { data, error } = await query.select('id, page_name, content, updated_at').single();
    if (error) throw error;
    return data as PageContentRow;
  },

  async packageChecks(packageId) {
    let query = supabase.from('package_checks').select('*');
    if (packageId) query = query.eq('id', packageId);
    const { data, error } = await query.order('title');
    if (error) throw error;
    return (data ?? []) as PackageCheckRow[];
  },

  async reportReferencePrice({ packageId, price }) {
    const { error } = await supabase
      .from('reference_price_reports')
      .upsert({ package_id: packageId, reported_price: price, reported_at: new Date().toISOString() });
    if (error) throw error;
  },

  async referencePrice() {
    const { data, error } = await supabase.from('umroh_reference_price').select('price, decree, updated_at').single();
    if (error) throw error;
    return data as ReferencePrice;
  },

  async setReferencePrice({ price, decree }) {
    const { data, error } = await supabase
      .from('umroh_reference_price')
      // updated_at is stamped by the database.
      .update({ price, decree })
      .eq('id', true)
      .select('price, decree, updated_at')
      .single();
    if (error) throw error;
    return data as ReferencePrice;
  },

  async dashboardSummary() {
    const { data, error } = await supabase.rpc('dashboard_summary');
    if (error) throw error;
    return data as DashboardSummary;
  },

  uploadImage(file, onProgress) {
    return uploadToLibrary(mediaStore, file, { onProgress });
  },

  deleteMedia(params) {
    return deleteFromLibrary(mediaStore, params);
  },

  async mediaUsage() {
    const { data, error } = await supabase.rpc('media_usage');
    if (error) throw error;
    return (data ?? []) as MediaUsage[];
  },

  async packageHotels(packageId) {
    const { data, error } = await supabase
      .from('package_hotels')
      .select('package_id, hotel_id, nights, position')
      .eq('package_id', packageId)
      .order('position')
      .order('hotel_id');
    if (error) throw error;
    return (data ?? []) as PackageHotelRow[];
  },

  async savePackageHotel(row, previousHotelId) {
    if (previousHotelId) {
      const { data, error } = await supabase
        .from('package_hotels')
        .update({ hotel_id: row.hotel_id, nights: row.nights, position: row.position })
        .eq('package_id', row.package_id)
        .eq('hotel_id', previousHotelId)
        .select('hotel_id');
      if (error) throw error;
      // Removed meanwhile (another tab): say so rather than report a save that stored nothing.
      if (!data || data.length === 0)
        throw Object.assign(
          new Error('Hotel ini sudah dilepas dari paket (mungkin di tab lain). Muat ulang halaman lalu coba lagi.'),
          { translated: true },
        );
      return;
    }
    const { error } = await supabase.from('package_hotels').insert(row);
    if (error) throw error;
  },

  async removePackageHotel({ packageId, hotelId }) {
    const { error } = await supabase
      .from('package_hotels')
      .delete()
      .eq('package_id', packageId)
      .eq('hotel_id', hotelId);
    if (error) throw error;
  },

  async hotelPackages(hotelId) {
    const { data: links, error } = await supabase.from('package_hotels').select('package_id').eq('hotel_id', hotelId);
    if (error) throw error;
    const ids = [...new Set((links ?? []).map((l) => String(l.package_id)))];
    if (!ids.length) return [];
    const { data, error: e2 } = await supabase.from('packages').select('id, title').in('id', ids).order('title');
    if (e2) throw e2;
    return (data ?? []) as { id: string; title: string }[];
  },
};

function staleCreate() {
  return Object.assign(new Error('stale_updated_at: page_content created elsewhere'), {
    code: 'PT409',
    hint: 'stale_updated_at',
  });
}

/**
 * No data call leaves without a session: supabase-js would send it with the
 * anon key once the session is gone, showing public rows and failing saves.
 */
export const dataProvider = Object.fromEntries(
  Object.entries(calls).map(([name, fn]) => [
    name,
    typeof fn === 'function'
      ? async (...args: unknown[]) => {
          await requireSession();
          return (fn as (...a: unknown[]) => unknown).apply(calls, args);
        }
      : fn,
  ]),
) as AdminDataProvider;
