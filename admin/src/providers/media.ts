import type { Media } from '../domain.ts';
import type { MediaStore, NewMedia } from '../lib/media-pipeline.ts';
import { publicUrlOf, removeObject, uploadObject } from './storage.ts';
import { ownError } from '../lib/errors.ts';
import { supabase } from './supabase.ts';

/** The media pipeline's store: bucket `images` plus table `media`, through supabase-js. */
export const mediaStore: MediaStore = {
  upload: uploadObject,
  remove: removeObject,
  publicUrl: publicUrlOf,
  async insertRecord(record: NewMedia) {
    const { data, error } = await supabase.from('media').insert(record).select().single();
    if (error) throw error;
    return data as Media;
  },
  async deleteRecord(id: string) {
    const { data, error } = await supabase.from('media').delete().eq('id', id).select('id');
    if (error) throw error;
    if (!data?.length) throw ownError('Data media tidak ditemukan');
  },
};
