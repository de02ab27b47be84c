import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { DataProvider } from 'ra-core';
import { supabaseDataProvider } from 'ra-supabase-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { serve, type RunningServer } from '../../server/supabase/serve.ts';
import { CONFLICT_MESSAGE, isStaleUpdate, saveOverVersion, versionedUpdate } from '../../admin/src/lib/conflict.ts';
import { classifySave } from '../../admin/src/lib/save-outcome.ts';
import { translateError } from '../../admin/src/lib/errors.ts';
import { LOCAL_ANON_KEY, seededAdmin, startLocal, tokenFor, type TestUser } from './rest-fixtures.ts';

/*
 * The admin's own calls (ra-supabase's data provider, unmodified, and supabase-js) against the server on a
 * real port: a save sent over an old version comes back as HTTP 409 with code PT409 and hint
 * stale_updated_at, which the admin recognises as "changed elsewhere" and never as saved.
 */

let s: LocalSupabase;
let running: RunningServer;
let client: SupabaseClient;
let ra: DataProvider;

const STORAGE_KEY = 'sb-stale-test-auth-token';

function signedInClient(user: TestUser, token: string): SupabaseClient {
  const now = Math.floor(Date.now() / 1000);
  const session = {
    access_token: token,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: 'not-used-by-these-tests',
    user: { id: user.id, aud: 'authenticated', role: 'authenticated', email: user.email, app_metadata: {} },
  };
  const store = new Map<string, string>([[STORAGE_KEY, JSON.stringify(session)]]);
  return createClient(running.url, LOCAL_ANON_KEY, {
    auth: {
      storageKey: STORAGE_KEY,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
        removeItem: (k) => void store.delete(k),
      },
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
}

beforeAll(async () => {
  s = await startLocal();
  running = await serve(s.app, 0, '127.0.0.1');
  const admin = await seededAdmin(s);
  client = signedInClient(admin, await tokenFor(s, admin, { admin: true }));
  ra = supabaseDataProvider({ instanceUrl: running.url, apiKey: LOCAL_ANON_KEY, supabaseClient: client });
});

afterAll(async () => {
  await running?.stop();
  await s?.close();
});

type Pkg = { id: string; title: string; tagline: string | null; updated_at: string };

async function loadPackage(): Promise<Pkg> {
  const { data } = await ra.getList<Pkg>('packages', {
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'id', order: 'ASC' },
    filter: {},
  });
  return data[0];
}

async function rejection(p: Promise<unknown>): Promise<unknown> {
  try {
    await p;
  } catch (e) {
    return e;
  }
  throw new Error('expected a rejection');
}

describe('a package edited in two tabs, through ra-supabase', () => {
  it('the second save over the old version is refused with 409 PT409, recognised and never counted saved', async () => {
    const loaded = await loadPackage();
    const first = await ra.update('packages', { id: loaded.id, ...versionedUpdate({ title: 'Tab A' }, loaded) });
    expect(first.data.title).toBe('Tab A');
    expect(first.data.updated_at).not.toBe(loaded.updated_at);

    const error = await rejection(
      ra.update('packages', { id: loaded.id, ...versionedUpdate({ tagline: 'Tab B' }, loaded) }),
    );
    expect(error).toMatchObject({ status: 409, body: { code: 'PT409', hint: 'stale_updated_at' } });
    expect(isStaleUpdate(error)).toBe(true);
    expect(classifySave({ ok: false, error }, { sessionHeld: true }).kind).toBe('conflict');
    expect(translateError(error).message).toBe(CONFLICT_MESSAGE);
    const now = (await ra.getOne<Pkg>('packages', { id: loaded.id })).data;
    expect(now).toMatchObject({ title: 'Tab A', tagline: loaded.tagline, updated_at: first.data.updated_at });
  });

  it('overwrite knowingly: resent over the stored version, the form as shown is stored', async () => {
    const loaded = await loadPackage();
    await ra.update('packages', { id: loaded.id, ...versionedUpdate({ title: 'Elsewhere' }, loaded) });
    let asked = 0;
    const saved = await saveOverVersion({
      loaded,
      save: (version: Pkg) =>
        ra.update('packages', { id: loaded.id, ...versionedUpdate({ title: loaded.title, tagline: 'Mine' }, version) }),
      ask: async () => (asked++, 'overwrite'),
      current: async () => (await ra.getOne<Pkg>('packages', { id: loaded.id })).data,
      reload: () => {
        throw new Error('not asked to reload');
      },
    });
    expect(asked).toBe(1);
    expect(saved.data).toMatchObject({ title: loaded.title, tagline: 'Mine' });
  });

  it('reload: the stored record is handed to the form, the refusal stays a conflict', async () => {
    const loaded = await loadPackage();
    await ra.update('packages', { id: loaded.id, ...versionedUpdate({ tagline: 'Elsewhere again' }, loaded) });
    let shown: Pkg | null = null;
    const error = await rejection(
      saveOverVersion({
        loaded,
        save: (version: Pkg) => ra.update('packages', { id: loaded.id, ...versionedUpdate({ title: 'X' }, version) }),
        ask: async () => 'reload',
        current: async () => (await ra.getOne<Pkg>('packages', { id: loaded.id })).data,
        reload: (stored) => {
          shown = stored;
        },
      }),
    );
    expect(isStaleUpdate(error)).toBe(true);
    expect(shown).toMatchObject({ tagline: 'Elsewhere again', title: loaded.title });
  });

  it('a list toggle that sends no version still saves', async () => {
    const loaded = await loadPackage();
    await ra.update('packages', { id: loaded.id, ...versionedUpdate({ title: 'Moved on' }, loaded) });
    const toggled = await ra.update('packages', { id: loaded.id, data: { status: 'draft' }, previousData: loaded });
    expect(toggled.data.status).toBe('draft');
  });
});

describe('page content through supabase-js', () => {
  it('the refusal keeps code, message, details and hint', async () => {
    const { data: row } = await client.from('page_content').select('id, updated_at').eq('page_name', 'home').single();
    const ok = await client
      .from('page_content')
      .update({ content: { hero: { title: 'A' } }, updated_at: row!.updated_at })
      .eq('id', row!.id)
      .select('updated_at')
      .single();
    expect(ok.error).toBeNull();
    const stale = await client
      .from('page_content')
      .update({ content: { hero: { title: 'B' } }, updated_at: row!.updated_at })
      .eq('id', row!.id)
      .select('updated_at')
      .single();
    expect(stale.status).toBe(409);
    expect(stale.error).toMatchObject({ code: 'PT409', hint: 'stale_updated_at' });
    expect(stale.error?.details).toMatch(/^stored updated_at/);
    expect(isStaleUpdate(stale.error)).toBe(true);
  });
});

describe('versionedUpdate', () => {
  const loaded = { id: 'p1', title: 'T', tags: ['a'], updated_at: '2026-11-25 10:00:00.123456+00' };
  it('sends the loaded version with a change (ra-data-postgrest sends only what differs from previousData)', () => {
    const p = versionedUpdate({ title: 'U', tags: ['a'] }, loaded);
    expect(p.data).toEqual({ title: 'U', tags: ['a'], updated_at: loaded.updated_at });
    expect(p.previousData.updated_at).toBeUndefined();
    expect(p.previousData.title).toBe('T');
  });
  it('leaves a save without changes a no-op', () => {
    expect(versionedUpdate({ title: 'T', tags: ['a'] }, loaded)).toEqual({
      data: { title: 'T', tags: ['a'] },
      previousData: loaded,
    });
  });
});
