import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { bootLocal } from '../local-supabase.ts';
import { LOCAL_ANON_KEY } from '../../server/supabase/config.ts';
import {
  deleteFromLibrary,
  uploadToLibrary,
  UPLOAD_FOLDER,
  type MediaStore,
  type NewMedia,
} from '../../admin/src/lib/media-pipeline.ts';
import type { Media } from '../../domain/index.ts';

/**
 * The admin's upload/delete pipeline against the real local server (in-process),
 * through the official supabase-js client: bucket `images` plus table `media`.
 */
vi.setConfig({ testTimeout: 30_000 });

const URL_BASE = 'http://localhost:54321';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let local: LocalSupabase;
let admin: SupabaseClient;
let anon: SupabaseClient;

function client(): SupabaseClient {
  return createClient(URL_BASE, LOCAL_ANON_KEY, {
    global: {
      fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
        local.app.request(input instanceof Request ? input : String(input), init)) as typeof fetch,
    },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

/** The same store as admin/src/providers/media.ts, with the upload done by storage-js (no XHR in Node). */
function storeOf(files: SupabaseClient, records: SupabaseClient): MediaStore {
  return {
    async upload(path, file) {
      const { error } = await files.storage.from('images').upload(path, file, { cacheControl: '3600', upsert: false });
      if (error) throw error;
    },
    async remove(path) {
      const { error } = await files.storage.from('images').remove([path]);
      if (error) throw error;
    },
    publicUrl: (path) => files.storage.from('images').getPublicUrl(path).data.publicUrl,
    async insertRecord(record: NewMedia) {
      const { data, error } = await records.from('media').insert(record).select().single();
      if (error) throw error;
      return data as Media;
    },
    async deleteRecord(id) {
      const { data, error } = await records.from('media').delete().eq('id', id).select('id');
      if (error) throw error;
      if (!data?.length) throw new Error('Data media tidak ditemukan');
    },
  };
}

async function objectExists(path: string): Promise<boolean> {
  const res = await local.app.request(`${URL_BASE}/storage/v1/object/public/images/${path}`);
  return res.status === 200;
}

beforeAll(async () => {
  local = await bootLocal();
  admin = client();
  const { error } = await admin.auth.signInWithPassword({
    email: local.config.adminEmail,
    password: local.config.adminPassword,
  });
  if (error) throw error;
  anon = client();
}, 120_000);

afterAll(async () => {
  await local?.close();
});

describe('upload to the media library', () => {
  it('stores the file under a unique name, then creates the record with its public URL', async () => {
    const file = new File([PNG], "Foto Ka'bah.PNG", { type: 'image/png' });
    const fractions: number[] = [];
    const media = await uploadToLibrary(storeOf(admin, admin), file, {
      now: 1_763_700_000_000,
      random: 'abc123',
      onProgress: (f) => fractions.push(f),
    });
    expect(media.filename).toBe('1763700000000-abc123.png');
    expect(media.file_path).toBe(`${UPLOAD_FOLDER}/1763700000000-abc123.png`);
    expect(media.original_name).toBe("Foto Ka'bah.PNG");
    expect(media.file_size).toBe(PNG.length);
    expect(media.mime_type).toBe('image/png');
    expect(media.url).toBe(`${URL_BASE}/storage/v1/object/public/images/uploads/1763700000000-abc123.png`);
    expect(await objectExists(media.file_path)).toBe(true);
    const { data } = await admin.from('media').select('id').eq('id', media.id);
    expect(data).toHaveLength(1);
  });

  it('two uploads of the same file never overwrite each other', async () => {
    const file = new File([PNG], 'sama.png', { type: 'image/png' });
    const a = await uploadToLibrary(storeOf(admin, admin), file);
    const b = await uploadToLibrary(storeOf(admin, admin), file);
    expect(a.file_path).not.toBe(b.file_path);
  });

  it('refuses non-images and files over 5 MB before touching the server', async () => {
    const store = storeOf(admin, admin);
    await expect(uploadToLibrary(store, new File(['hello'], 'notes.txt', { type: 'text/plain' }))).rejects.toThrow(
      'Hanya file gambar yang diperbolehkan',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'besar.png', { type: 'image/png' });
    await expect(uploadToLibrary(store, big)).rejects.toThrow('Ukuran file maksimal 5MB');
  });

  it("reports a storage refusal as 'Upload error: …' and creates no record", async () => {
    const before = (await admin.from('media').select('id', { count: 'exact', head: true })).count;
    // anon may not write to the bucket
    await expect(
      uploadToLibrary(storeOf(anon, admin), new File([PNG], 'x.png', { type: 'image/png' })),
    ).rejects.toThrow(/^Gagal mengupload: /);
    expect((await admin.from('media').select('id', { count: 'exact', head: true })).count).toBe(before);
  });

  it("removes the stored file when the record fails ('Database error: …')", async () => {
    const logged: string[] = [];
    const store = storeOf(admin, anon); // the file goes in, the record is refused (42501)
    const err = await uploadToLibrary(store, new File([PNG], 'yatim.png', { type: 'image/png' }), {
      now: 1_763_700_000_001,
      random: 'orphan',
      log: (m) => logged.push(m),
    }).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/^Gagal menyimpan data media: /);
    expect(await objectExists(`${UPLOAD_FOLDER}/1763700000001-orphan.png`)).toBe(false);
    expect(logged).toEqual([]);
  });
});

describe('delete from the media library', () => {
  it('removes the file, then the record', async () => {
    const media = await uploadToLibrary(storeOf(admin, admin), new File([PNG], 'hapus.png', { type: 'image/png' }));
    await deleteFromLibrary(storeOf(admin, admin), { id: media.id, filePath: media.file_path });
    expect(await objectExists(media.file_path)).toBe(false);
    expect((await admin.from('media').select('id').eq('id', media.id)).data).toEqual([]);
  });

  it('only logs a file failure, but a record failure is an error', async () => {
    const media = await uploadToLibrary(storeOf(admin, admin), new File([PNG], 'sisa.png', { type: 'image/png' }));
    const logged: string[] = [];
    // anon can neither remove the file nor delete the record
    await expect(
      deleteFromLibrary(storeOf(anon, anon), { id: media.id, filePath: media.file_path }, (m) => logged.push(m)),
    ).rejects.toThrow(/^Gagal menghapus: /);
    expect((await admin.from('media').select('id').eq('id', media.id)).data).toHaveLength(1);
    // with a missing file the record still goes
    await admin.storage.from('images').remove([media.file_path]);
    await deleteFromLibrary(storeOf(admin, admin), { id: media.id, filePath: media.file_path }, (m) => logged.push(m));
    expect((await admin.from('media').select('id').eq('id', media.id)).data).toEqual([]);
  });
});
