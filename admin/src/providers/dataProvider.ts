import type { DataProvider } from 'react-admin';
import { supabaseDataProvider } from 'ra-supabase';
import type { Media, PageName } from '../domain.ts';
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
  savePageContent(params: { pageName: PageName; content: object }): Promise<PageContentRow>;
  dashboardSummary(): Promise<DashboardSummary>;
  uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<Media>;
  deleteMedia(params: { id: string; filePath: string }): Promise<void>;
  /** Where each library image is used (public.media_usage(), computed from the data). */
  mediaUsage(): Promise<MediaUsage[]>;
}

export interface MediaUsage {
  media_id: string;
  kind: 'package' | 'page' | 'testimonial';
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

const calls: AdminDataProvider = {
  ...tables,

  async getPageContent(pageName) {
    const { data, error } = await supabase
      .from('page_content')
      .select('id, page_name, content, updated_at')
      .eq('page_name', pageName)
      .maybeSingle();
    if (error) throw error;
    return (data as PageContentRow | null) ?? null;
  },

  /** SPEC §4: update the page's row when it exists, otherwise insert it. */
  async savePageContent({ pageName, content }) {
    const { data: existing, error: readError } = await supabase
      .from('page_content')
      .select('id')
      .eq('page_name', pageName)
      .maybeSingle();
    if (readError) throw readError;
    const query = existing
      ? supabase.from('page_content').update({ content }).eq('id', existing.id)
      : supabase.from('page_content').insert({ page_name: pageName, content });
    const { data, error } = await query.select('id, page_name, content, updated_at').single();
    if (error) throw error;
    return data as PageContentRow;
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
};

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
