import { baseSlug, uniqueSlug } from '../packages/model.ts';
import { supabase } from './supabase.ts';

/** A free slug for a new package: the title's, with -2, -3 … only on a clash (drafts included). */
export async function freeSlug(title: string): Promise<string> {
  const base = baseSlug(title);
  const { data, error } = await supabase.from('packages').select('slug').like('slug', `${base}%`);
  if (error) throw error;
  return uniqueSlug(
    base,
    (data ?? []).map((r) => String(r.slug)),
  );
}
