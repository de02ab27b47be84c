import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import {
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  clientFor,
  newUser,
  packageRow,
  rest,
  seededAdmin,
  snapshot,
  startLocal,
  tokenFor,
  type Json,
} from './rest-fixtures.ts';

let s: LocalSupabase;
let anon: SupabaseClient;
let admin: SupabaseClient;
let member: SupabaseClient;
let adminToken: string;
let memberToken: string;

beforeAll(async () => {
  s = await startLocal();
  adminToken = await tokenFor(s, await seededAdmin(s), { admin: true });
  memberToken = await tokenFor(s, await newUser(s));
  anon = clientFor(s);
  admin = clientFor(s, adminToken);
  member = clientFor(s, memberToken);
});

afterAll(async () => {
  await s?.close();
});

async function ownerRow(slug: string): Promise<Json | undefined> {
  const res = await s.db.query<Json>(`select * from public.packages where slug = $1`, [slug]);
  return res.rows[0];
}

describe('insert', () => {
  it('insert() without select: 201 and an empty body; the row exists', async () => {
    const row = packageRow();
    const { data, error, status } = await admin.from('packages').insert(row);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    const stored = await ownerRow(row.slug as string);
    expect(stored).toMatchObject({ title: row.title, status: 'active', direct_flight: false, tagline: '' });
  });

  it('insert().select() returns the rows with defaults filled in', async () => {
    const row = packageRow({
      itinerary: [{ day: 1, title: 'Hari pertama', activities: ['Berangkat'] }],
      price_triple: 27_000_000,
    });
    const { data, error, status } = await admin.from('packages').insert(row).select();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({ ...row, status: 'active', is_promo: false, images: [], price_double: null });
    expect(data![0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('bulk insert with columns= and missing=default gives each missing key its default', async () => {
    const a = packageRow({ tagline: 'Punya tagline', full_payment_days: 12 });
    const b = packageRow();
    const { data, error } = await admin
      .from('packages')
      .insert([a, b], { defaultToNull: false })
      .select('slug, tagline, full_payment_days, status');
    expect(error).toBeNull();
    expect(data).toEqual([
      { slug: a.slug, tagline: 'Punya tagline', full_payment_days: 12, status: 'active' },
      { slug: b.slug, tagline: '', full_payment_days: null, status: 'active' },
    ]);
  });

  it('bulk insert with columns= and no missing=default makes missing keys NULL (and the constraint says so)', async () => {
    const a = packageRow({ tagline: 'x' });
    const b = packageRow();
    const before = await snapshot(s);
    const { error, status } = await admin.from('packages').insert([a, b]);
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
    expect(await snapshot(s)).toBe(before);
  });

  it('insert().select(cols).single() with the object Accept', async () => {
    const row = packageRow();
    const { data, error } = await admin
      .from('packages')
      .insert([row], { defaultToNull: false })
      .select('slug')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ slug: row.slug });
  });

  it('refuses arrays whose objects have different keys without columns=', async () => {
    const res = await rest(s, '/packages', {
      method: 'POST',
      token: adminToken,
      body: [packageRow(), { ...packageRow(), tagline: 'x' }],
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'PGRST102', message: 'All object keys must match' });
  });

  it('names a payload column that does not exist (PGRST204)', async () => {
    const { error, status } = await admin.from('packages').insert({ ...packageRow(), harga: 1 });
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'harga' column of 'packages' in the schema cache",
    });
  });

  it('keeps every digit of a bigint', async () => {
    const row = packageRow();
    const res = await rest(s, '/packages?select=price_quad', {
      method: 'POST',
      token: adminToken,
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify(row).replace('25000000', '9007199254740993'),
    });
    expect(res.status).toBe(201);
    expect(res.text).toBe('[{"price_quad":9007199254740993}]');
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key (200) and inserts new ones (201)', async () => {
    const { data: created } = await admin
      .from('packages')
      .insert(packageRow({ full_payment_days: 5 }))
      .select('id, slug, title')
      .single();
    const merged = await admin
      .from('packages')
      .upsert({ id: created!.id, slug: created!.slug, title: 'Judul Baru', category: 'umroh', price_quad: 1 })
      .select('id, title, full_payment_days');
    expect(merged.error).toBeNull();
    expect(merged.status).toBe(200);
    expect(merged.data).toEqual([{ id: created!.id, title: 'Judul Baru', full_payment_days: 5 }]);

    const fresh = packageRow();
    const inserted = await admin.from('packages').upsert(fresh).select('slug');
    expect(inserted.status).toBe(201);
    expect(inserted.data).toEqual([{ slug: fresh.slug }]);
  });

  it('upserts on another unique column with onConflict', async () => {
    const row = packageRow({ full_payment_days: 1 });
    await admin.from('packages').insert(row);
    const { data, error } = await admin
      .from('packages')
      .upsert({ ...row, full_payment_days: 9 }, { onConflict: 'slug' })
      .select('slug, full_payment_days');
    expect(error).toBeNull();
    expect(data).toEqual([{ slug: row.slug, full_payment_days: 9 }]);
    expect((await ownerRow(row.slug as string))!.full_payment_days).toBe(9);
  });

  it('ignoreDuplicates leaves the existing row alone', async () => {
    const row = packageRow({ full_payment_days: 3 });
    await admin.from('packages').insert(row);
    const { data, error } = await admin
      .from('packages')
      .upsert({ ...row, full_payment_days: 99 }, { onConflict: 'slug', ignoreDuplicates: true })
      .select('slug');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect((await ownerRow(row.slug as string))!.full_payment_days).toBe(3);
  });

  it('a duplicate without upsert is 409 23505', async () => {
    const row = packageRow();
    await admin.from('packages').insert(row);
    const { error, status } = await admin.from('packages').insert({ ...row, title: 'Lain' });
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
    expect(error?.message).toContain('packages_slug_key');
  });
});

describe('update and delete', () => {
  it('update().eq().select() returns the changed rows; without select it is 204', async () => {
    const row = packageRow();
    await admin.from('packages').insert(row);
    const { data, error, status } = await admin
      .from('packages')
      .update({ full_payment_days: 42, is_promo: true })
      .eq('slug', row.slug)
      .select('slug, full_payment_days, is_promo');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ slug: row.slug, full_payment_days: 42, is_promo: true }]);
    const quiet = await admin.from('packages').update({ full_payment_days: 43 }).eq('slug', row.slug);
    expect(quiet.status).toBe(204);
    expect(quiet.data).toBeNull();
    expect((await ownerRow(row.slug as string))!.full_payment_days).toBe(43);
  });

  it('a singular update that matches no row is 406 and a singular update of many rolls back', async () => {
    const none = await admin
      .from('packages')
      .update({ full_payment_days: 1 })
      .eq('slug', 'tidak-ada')
      .select()
      .single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const before = await snapshot(s);
    const many = await admin
      .from('packages')
      .update({ full_payment_days: 77 })
      .eq('category', 'haji')
      .select('slug')
      .single();
    expect(many.status).toBe(406);
    expect(many.error?.details).toMatch(/^The result contains \d+ rows$/);
    expect(await snapshot(s)).toBe(before);
  });

  it('delete().in().select() returns the deleted rows; without select it is 204', async () => {
    const a = packageRow();
    const b = packageRow();
    await admin.from('packages').insert([a, b]);
    const { data, error, status } = await admin.from('packages').delete().in('slug', [a.slug, b.slug]).select('slug');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data!.map((r) => r.slug).sort()).toEqual([a.slug, b.slug].sort());
    expect(await ownerRow(a.slug as string)).toBeUndefined();
    const c = packageRow();
    await admin.from('packages').insert(c);
    const quiet = await admin.from('packages').delete().eq('slug', c.slug);
    expect(quiet.status).toBe(204);
    expect(await ownerRow(c.slug as string)).toBeUndefined();
  });

  it('refuses an update or delete without a filter, as Supabase does', async () => {
    const before = await snapshot(s);
    const upd = await rest(s, '/packages', { method: 'PATCH', token: adminToken, body: { full_payment_days: 1 } });
    expect(upd.status).toBe(400);
    expect(upd.json).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    const del = await rest(s, '/packages', { method: 'DELETE', token: adminToken });
    expect(del.json).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    expect(await snapshot(s)).toBe(before);
  });

  it('Prefer: tx=rollback is ignored, as with PostgREST’s default db-tx-end = commit: the row is kept', async () => {
    const row = packageRow();
    const res = await rest(s, '/packages?select=slug', {
      method: 'POST',
      token: adminToken,
      headers: { Prefer: 'return=representation, tx=rollback' },
      body: row,
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual([{ slug: row.slug }]);
    expect(res.headers.get('preference-applied')).not.toContain('tx=');
    expect(await ownerRow(row.slug as string)).toBeDefined();
  });

  it('handling=strict with max-affected refuses and rolls back a bigger change', async () => {
    const before = await snapshot(s);
    const res = await rest(s, '/packages?category=eq.umroh', {
      method: 'PATCH',
      token: adminToken,
      headers: { Prefer: 'handling=strict, max-affected=1' },
      body: { full_payment_days: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('PGRST124');
    expect(await snapshot(s)).toBe(before);
  });
});

describe('who may write', () => {
  it('anon writes are 401 with the Postgres message, and nothing changes', async () => {
    const before = await snapshot(s);
    const ins = await anon.from('packages').insert(packageRow());
    expect(ins.status).toBe(401);
    expect(ins.error).toMatchObject({ code: '42501', message: 'permission denied for table packages' });
    const upd = await anon.from('testimonials').update({ rating: 1 }).eq('rating', 5);
    expect(upd.status).toBe(401);
    const del = await anon.from('features').delete().eq('is_active', true);
    expect(del.status).toBe(401);
    expect(await snapshot(s)).toBe(before);
  });

  it('a signed-in non-admin gets 403 with the Postgres message, and nothing changes', async () => {
    const before = await snapshot(s);
    const ins = await member.from('packages').insert(packageRow());
    expect(ins.status).toBe(403);
    expect(ins.error?.code).toBe('42501');
    // The statement trigger's message once private.assert_admin_write() runs as the caller;
    // until then row-level security refuses the row itself.
    expect(ins.error?.message).toMatch(
      /^(permission denied: only the administrator may insert packages|new row violates row-level security policy for table "packages")$/,
    );
    const upd = await member.from('page_content').update({ content: {} }).eq('page_name', 'home');
    const del = await member.from('testimonials').delete().gt('rating', 0);
    expect(upd.status).toBe(403);
    expect(upd.error?.message).toBe('permission denied: only the administrator may update page_content');
    expect(del.status).toBe(403);
    expect(del.error?.code).toBe('42501');
    expect(await snapshot(s)).toBe(before);
  });

  it('the service role writes without being the administrator', async () => {
    const service = clientFor(s, undefined, LOCAL_SERVICE_ROLE_KEY);
    const row = packageRow();
    const { error } = await service.from('packages').insert(row);
    expect(error).toBeNull();
    expect(await ownerRow(row.slug as string)).toBeDefined();
  });
});

describe('constraint and value errors', () => {
  it('maps check, not-null, bad value and foreign errors to 4xx with the Postgres fields', async () => {
    const check = await admin.from('packages').insert(packageRow({ category: 'wisata' }));
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const notNull = await admin.from('packages').insert({ slug: 'tanpa-judul', category: 'umroh', price_quad: 1 });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
    const badValue = await admin.from('packages').insert(packageRow({ full_payment_days: 'besok' }));
    expect(badValue.status).toBe(400);
    expect(badValue.error?.code).toMatch(/^22/);
    const badUuid = await anon.from('packages').select('id').eq('id', 'bukan-uuid');
    expect(badUuid.status).toBe(400);
    expect(badUuid.error?.code).toBe('22P02');
  });

  it('malformed JSON is 400 PGRST102 and an empty body too', async () => {
    const bad = await rest(s, '/packages', { method: 'POST', token: adminToken, body: '{"title": ' });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('PGRST102');
    const empty = await rest(s, '/packages?slug=eq.x', { method: 'PATCH', token: adminToken, body: '' });
    expect(empty.status).toBe(400);
    expect(empty.json.code).toBe('PGRST102');
    const scalar = await rest(s, '/packages', { method: 'POST', token: adminToken, body: '42' });
    expect(scalar.status).toBe(400);
    expect(scalar.json.code).toBe('PGRST102');
  });

  it('a body over 1 MB is 413 with a PostgREST-shaped body, with or without Content-Length', async () => {
    const big = JSON.stringify({ ...packageRow(), description: 'x'.repeat(s.config.maxJsonBody + 10) });
    const res = await rest(s, '/packages', { method: 'POST', token: adminToken, body: big });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 'PGRST413', message: 'Payload Too Large', hint: null });
    expect(typeof res.json.details).toBe('string');

    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > s.config.maxJsonBody * 2) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const streamed = await s.app.request('http://localhost/rest/v1/packages', {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).code).toBe('PGRST413');
  });
});
