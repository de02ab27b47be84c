import { SUPABASE_ANON_KEY, SUPABASE_URL } from '../env.ts';
import { auth } from './auth-client.ts';
import { supabase } from './supabase.ts';

export const BUCKET = 'images';

/**
 * Uploads one file to bucket `images` exactly as storage-js does (multipart,
 * cacheControl 3600, x-upsert false) but through XMLHttpRequest, because
 * fetch cannot report upload progress.
 */
export async function uploadObject(path: string, file: File, onProgress?: (fraction: number) => void): Promise<void> {
  const { data } = await auth.getSession();
  const token = data.session?.access_token ?? SUPABASE_ANON_KEY;
  const body = new FormData();
  body.append('cacheControl', '3600');
  body.append('', file, file.name);
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${SUPABASE_URL}/storage/v1/object/${BUCKET}/${path}`);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('apikey', SUPABASE_ANON_KEY);
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve();
        return;
      }
      let message = xhr.statusText || `HTTP ${xhr.status}`;
      let code: string | undefined;
      try {
        const json = JSON.parse(xhr.responseText) as { message?: string; error?: string; code?: string };
        message = json.message || json.error || message;
        code = json.code || json.error;
      } catch {
        // not JSON: keep the status text
      }
      // Storage's shape (statusCode, error, message), so lib/errors.ts can translate it.
      reject(Object.assign(new Error(message), { statusCode: xhr.status, code }));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new TypeError('Failed to fetch'));
    xhr.send(body);
  });
}

export function publicUrlOf(path: string): string {
  return supabase.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;
}

export async function removeObject(path: string): Promise<void> {
  const { error } = await supabase.storage.from(BUCKET).remove([path]);
  if (error) throw error;
}
