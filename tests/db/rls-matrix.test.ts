import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import type { Claims } from '../../server/supabase/jwt.ts';
import { attempt, bootDatabase, createActors, insertSql, rowsOf, type Actors } from './helpers.ts';

/**
 * Who may do what, table by table. Visitors (anon), a signed-in jamaah and
 * the administrator whose session has not passed a verified second factor
 * get the public view and no writes; the administrator (aal1 without a
 * factor, or aal2) gets everything.
 */

type ActorName = 'anon' | 'user' | 'admin' | 'adminMfaAal1' | 'adminMfaAal2';
const ACTORS: ActorName[] = ['anon', 'user', 'admin', 'adminMfaAal1', 'adminMfaAal2'];
const IS_ADMIN: Record<ActorName, boolean> = {
  anon: false,
  user: false,
  admin: true,
  adminMfaAal1: false,
  adminMfaAal2: true,
};

interface TableCase {
  table: string;
  /** Rows a non-administrator sees (owner-side WHERE), or 'denied' when the select itself is refused. */
  publicView: Record<'anon' | 'authenticated', string | 'denied'>;
  /** Extra filter that limits the case to its own rows (storage: the images bucket). */
  scope: string;
  insert: () => { sql: string; params: unknown[] };
  insertSetup?: string;
  update: string;
  /** SQL run as the owner before a delete (storage: say it is the Storage API, see storage.protect_delete). */
  deleteSetup?: string;
  /** For non-administrators: a 42501 error, or zero rows silently (RLS-only tables). */
  deniedWrite: 'error' | 'zero-rows';
  /** Where the delete's target comes from, when not every row may be deleted (media in use). */
  deleteScope?: string;
  /** SQL naming one row, for tables without an `id` column (default `id::text`). */
  key?: string;
  /** Writes nobody makes through the API, not even the administrator (rows come from RPCs or jobs). */
  noWrites?: ('insert' | 'update' | 'delete')[];
}

/** What the Storage API sets in its transactions: only then may storage rows be deleted. */
const AS_STORAGE_API = `select set_config('storage.allow_delete_query', 'true', true)`;

const CASES: TableCase[] = [
  {
    table: 'public.packages',
    publicView: { anon: `status = 'active'`, authenticated: `status = 'active'` },
    scope: 'true',
    insert: () =>
      insertSql('public.packages', {
        slug: 'matrix-paket',
        title: 'Paket Matrix',
        category: 'umroh',
        price_quad: 25000000,
      }),
    update: `update public.packages set title = title || ' *' where id = $1`,
    deniedWrite: 'error',
  },
  {
    table: 'public.articles',
    publicView: { anon: `status = 'published'`, authenticated: `status = 'published'` },
    scope: 'true',
    insert: () =>
      insertSql('public.articles', { slug: 'artikel-matrix', title: 'Artikel Matrix', status: 'published' }),
    update: `update public.articles set title = title || ' *' where id = $1`,
    deniedWrite: 'error',
  },
  {
    table: 'public.albums',
    publicView: { anon: `status = 'published'`, authenticated: `status = 'published'` },
    scope: 'true',
    insert: () =>
      insertSql('public.albums', {
        slug: 'album-matrix',
        title: 'Album Matrix',
        taken_on: '2026-02-10',
        status: 'published',
      }),
    update: `update public.albums set title = title || ' *' where id = $1`,
    deniedWrite: 'error',
  },
  {
    // Only consented photos of published albums; the seed's example album is a draft.
    table: 'public.album_photos',
    publicView: {
      anon: `consent and exists (select 1 from public.albums a where a.id = album_id and a.status = 'published')`,
      authenticated: `consent and exists (select 1 from public.albums a where a.id = album_id and a.status = 'published')`,
    },
    scope: 'true',
    insert: () => ({
      sql: `insert into public.album_photos (album_id, image_url, consent)
            select id, '/storage/v1/object/public/images/seed/hero.webp', true from public.albums
             where slug = 'contoh-album-umroh-hemat' returning *`,
      params: [],
    }),
    update: `update public.album_photos set caption = 'Matrix' where id = $1`,
    deniedWrite: 'error',
  },
  {
    table: 'public.testimonials',
    // Only what the pilgrim agreed to publish; the seed has one testimonial without consent.
    publicView: { anon: 'consent', authenticated: 'consent' },
    scope: 'true',
    insert: () => insertSql('public.testimonials', { name: 'Jamaah Matrix', content: 'Alhamdulillah lancar.' }),
    update: `update public.testimonials set content = content || ' *' where id = $1`,
    deniedWrite: 'error',
  },
  {
    table: 'public.features',
    publicView: { anon: 'is_active', authenticated: 'is_active' },
    scope: 'true',
    insert: () => insertSql('public.features', { title: 'Matrix', description: 'Uji', icon: 'star' }),
    update: `update public.features set title = title || ' *' where id = $1`,
    deniedWrite: 'error',
  },
  {
    table: 'public.page_content',
    publicView: { anon: 'true', authenticated: 'true' },
    scope: 'true',
    // Every page already exists; the owner frees one inside the rolled-back transaction.
    insertSetup: `delete from public.page_content where page_name = 'contact'`,
    insert: () => insertSql('public.page_content', { page_name: 'contact', content: { phone1: '+62 21 000' } }),
    update: `update public.page_content set content = content || '{"x":1}' where id = $1`,
    deniedWrite: 'error',
  },
  {
    table: 'public.media',
    // anon has no privilege on the table at all; signed-in non-admins see no rows.
    publicView: { anon: 'denied', authenticated: 'false' },
    scope: 'true',
    insert: () =>
      insertSql('public.media', {
        filename: 'matrix.png',
        original_name: 'matrix.png',
        file_path: 'uploads/matrix.png',
        file_size: 1234,
        mime_type: 'image/png',
        url: '/storage/v1/object/public/images/uploads/matrix.png',
      }),
    update: `update public.media set original_name = 'x.png' where id = $1`,
    deniedWrite: 'error',
    // An image still in use cannot be deleted; the matrix deletes an unused one.
    deleteScope: `file_path = 'uploads/matrix-unused.png'`,
  },
  {
    // Visitors read the departures of active packages only.
    table: 'public.departures',
    publicView: {
      anon: `exists (select 1 from public.packages p where p.id = package_id and p.status = 'active')`,
      authenticated: `exists (select 1 from public.packages p where p.id = package_id and p.status = 'active')`,
    },
    scope: 'true',
    insert: () => ({
      sql: `insert into public.departures (package_id, depart_on, seats_total)
            select id, date '2027-09-01', 10 from public.packages where slug = 'haji-plus-2027' returning *`,
      params: [],
    }),
    update: `update public.departures set note = 'Matrix' where id = $1`,
    deniedWrite: 'error',
  },
  {
    // Visitors read only the hotels an active package uses; a used hotel is not deleted.
    table: 'public.hotels',
    publicView: {
      anon: `exists (select 1 from public.package_hotels ph join public.packages p on p.id = ph.package_id
                      where ph.hotel_id = hotels.id and p.status = 'active')`,
      authenticated: `exists (select 1 from public.package_hotels ph join public.packages p on p.id = ph.package_id
                               where ph.hotel_id = hotels.id and p.status = 'active')`,
    },
    scope: 'true',
    insert: () => insertSql('public.hotels', { name: 'Hotel Matrix', city: 'makkah', stars: 4 }),
    update: `update public.hotels set stars = 5 where id = $1`,
    deniedWrite: 'error',
    deleteScope: `name = 'Hotel Matrix Tak Terpakai'`,
  },
  {
    table: 'public.faqs',
    publicView: {
      anon: `is_active and (package_id is null or exists (select 1 from public.packages p where p.id = package_id and p.status = 'active'))`,
      authenticated: `is_active and (package_id is null or exists (select 1 from public.packages p where p.id = package_id and p.status = 'active'))`,
    },
    scope: 'true',
    insert: () => insertSql('public.faqs', { question: 'Matrix?', answer: 'Ya.' }),
    update: `update public.faqs set answer = answer || ' *' where id::text = $1`,
    deniedWrite: 'error',
  },
  {
    table: 'public.bank_accounts',
    publicView: { anon: 'true', authenticated: 'true' },
    scope: 'true',
    // The holder must be Legalitas' company name (the seed's).
    insert: () =>
      insertSql('public.bank_accounts', {
        bank_name: 'Bank Matrix',
        account_number: '1234 5678 90',
        holder: 'PT Baitullah Tour dan Travel',
      }),
    update: `update public.bank_accounts set bank_name = bank_name || ' *' where id::text = $1`,
    deniedWrite: 'error',
  },
  {
    table: 'public.package_hotels',
    key: `package_id::text || ':' || hotel_id::text`,
    publicView: {
      anon: `exists (select 1 from public.packages p where p.id = package_id and p.status = 'active')`,
      authenticated: `exists (select 1 from public.packages p where p.id = package_id and p.status = 'active')`,
    },
    scope: 'true',
    insert: () => ({
      sql: `insert into public.package_hotels (package_id, hotel_id, nights)
            select p.id, h.id, 2 from public.packages p, public.hotels h
            where p.slug = 'haji-plus-2027' and h.name = 'Hotel Matrix Tak Terpakai' returning *`,
      params: [],
    }),
    update: `update public.package_hotels set nights = nights + 1 where package_id::text || ':' || hotel_id::text = $1`,
    deniedWrite: 'error',
  },
  {
    // One row, set by the migration; the administrator changes the price, nobody adds or removes the row.
    table: 'public.umroh_reference_price',
    publicView: { anon: 'denied', authenticated: 'false' },
    scope: 'true',
    insert: () => insertSql('public.umroh_reference_price', { id: true }),
    update: `update public.umroh_reference_price set price = price + 1 where id::text = $1`,
    deniedWrite: 'error',
    noWrites: ['insert', 'delete'],
  },
  {
    table: 'public.reference_price_reports',
    key: 'package_id::text',
    publicView: { anon: 'denied', authenticated: 'false' },
    scope: 'true',
    insert: () => ({
      sql: `insert into public.reference_price_reports (package_id, reported_price)
            select id, price_quad from public.packages where slug = 'umroh-keluarga-10-hari-juni-2027' returning *`,
      params: [],
    }),
    update: `update public.reference_price_reports set reported_price = reported_price - 1 where package_id::text = $1`,
    deniedWrite: 'error',
  },
  {
    table: 'public.redirects',
    publicView: { anon: 'true', authenticated: 'true' },
    scope: 'true',
    insert: () => insertSql('public.redirects', { from_path: '/matrix-baru', to_path: '/paket' }),
    update: `update public.redirects set status = 302 where id::text = $1`,
    deniedWrite: 'error',
  },
  {
    // Visitors send inquiries only through submit_inquiry(); nobody inserts rows directly.
    table: 'public.inquiries',
    publicView: { anon: 'denied', authenticated: 'false' },
    scope: 'true',
    insert: () =>
      insertSql('public.inquiries', {
        name: 'Matrix',
        whatsapp: '6281234567890',
        consent: true,
        consent_text_version: 'x',
      }),
    update: `update public.inquiries set status = 'dihubungi' where id::text = $1`,
    deniedWrite: 'error',
    noWrites: ['insert'],
  },
  {
    // Written by track_event() only; the administrator reads them on the dashboard.
    table: 'public.page_counts',
    key: `day::text || path || event`,
    publicView: { anon: 'denied', authenticated: 'false' },
    scope: 'true',
    insert: () => insertSql('public.page_counts', { path: '/matrix', event: 'page_view', count: 1 }),
    update: `update public.page_counts set count = count + 1 where day::text || path || event = $1`,
    deniedWrite: 'error',
    noWrites: ['insert', 'update', 'delete'],
  },
  {
    // Partner agents: the administrator's alone; deactivated, never deleted (a code is never reused).
    table: 'public.partners',
    publicView: { anon: 'denied', authenticated: 'false' },
    scope: 'true',
    insert: () =>
      insertSql('public.partners', { name: 'Mitra Matrix', whatsapp: '6281234567891', code: 'matrix-baru' }),
    update: `update public.partners set notes = notes || ' *' where id = $1`,
    deniedWrite: 'error',
    noWrites: ['delete'],
  },
  {
    // Written by track_event() only; the administrator reads them in the lead-source report.
    table: 'public.source_counts',
    key: `day::text || channel || event`,
    publicView: { anon: 'denied', authenticated: 'false' },
    scope: 'true',
    insert: () => insertSql('public.source_counts', { channel: 'meta', event: 'page_view', count: 1 }),
    update: `update public.source_counts set count = count + 1 where day::text || channel || event = $1`,
    deniedWrite: 'error',
    noWrites: ['insert', 'update', 'delete'],
  },
  {
    // Written by the history trigger only; the administrator reads it ("Riwayat") and restores through an RPC.
    table: 'public.content_history',
    publicView: { anon: 'denied', authenticated: 'false' },
    scope: 'true',
    insert: () => insertSql('public.content_history', { table_name: 'faqs', row_id: 'x', op: 'insert' }),
    update: `update public.content_history set row_id = 'y' where id::text = $1`,
    deniedWrite: 'error',
    noWrites: ['insert', 'update', 'delete'],
  },
  {
    // Written by personal_data() and erase_personal_data() only; the administrator reads the log.
    table: 'public.data_requests',
    publicView: { anon: 'denied', authenticated: 'false' },
    scope: 'true',
    insert: () => insertSql('public.data_requests', { kind: 'find', masked_whatsapp: '628123***7890' }),
    update: `update public.data_requests set inquiries = 1 where id::text = $1`,
    deniedWrite: 'error',
    noWrites: ['insert', 'update', 'delete'],
  },
  {
    // Written by a trigger and add_inquiry_note() only; the administrator reads an inquiry's timeline.
    table: 'public.inquiry_events',
    publicView: { anon: 'denied', authenticated: 'false' },
    scope: 'true',
    insert: () => ({
      sql: `insert into public.inquiry_events (inquiry_id, kind, note) select id, 'note', 'Matrix' from public.inquiries limit 1 returning *`,
      params: [],
    }),
    update: `update public.inquiry_events set note = 'x' where id::text = $1`,
    deniedWrite: 'error',
    noWrites: ['insert', 'update', 'delete'],
  },
  {
    // Written by the alert trigger and the notify-inquiry function only; the administrator reads the outcomes.
    table: 'public.inquiry_alerts',
    publicView: { anon: 'denied', authenticated: 'false' },
    scope: 'true',
    insert: () => insertSql('public.inquiry_alerts', { is_test: true }),
    update: `update public.inquiry_alerts set status = 'sent' where id::text = $1`,
    deniedWrite: 'error',
    noWrites: ['insert', 'update', 'delete'],
  },
  {
    // Made, revoked and opened through RPCs only (the token is hashed in the database); the administrator lists them.
    table: 'public.preview_links',
    publicView: { anon: 'denied', authenticated: 'false' },
    scope: 'true',
    insert: () => insertSql('public.preview_links', { token_hash: 'matrix-2', kind: 'paket', draft: {} }),
    update: `update public.preview_links set revoked_at = now() where id::text = $1`,
    deniedWrite: 'error',
    noWrites: ['insert', 'update', 'delete'],
  },
  {
    // Written by the publishing pipeline only; the administrator reads the build history.
    table: 'public.site_builds',
    publicView: { anon: 'denied', authenticated: 'false' },
    scope: 'true',
    insert: () => insertSql('public.site_builds', { reason: 'matrix' }),
    update: `update public.site_builds set reason = 'x' where id::text = $1`,
    deniedWrite: 'error',
    noWrites: ['insert', 'update', 'delete'],
  },
  {
    // Added by migrations only; the site shows the newest.
    table: 'public.consent_texts',
    key: 'version',
    publicView: { anon: 'true', authenticated: 'true' },
    scope: 'true',
    insert: () =>
      insertSql('public.consent_texts', {
        version: '2099-01-v1',
        body: 'Kalimat persetujuan matrix yang cukup panjang.',
      }),
    update: `update public.consent_texts set body = body || ' *' where version = $1`,
    deniedWrite: 'error',
    noWrites: ['insert', 'update', 'delete'],
  },
  {
    table: 'storage.objects',
    // Files are served by their public address without a policy; nobody but the administrator lists them.
    publicView: { anon: 'false', authenticated: 'false' },
    scope: `bucket_id = 'images'`,
    insert: () => insertSql('storage.objects', { bucket_id: 'images', name: 'matrix/new.png' }),
    update: `update storage.objects set metadata = coalesce(metadata, '{}') || '{"x":1}' where id = $1`,
    deleteSetup: AS_STORAGE_API,
    // No trigger here (as on hosted Supabase): UPDATE/DELETE policies filter rows out silently.
    deniedWrite: 'zero-rows',
  },
];

let s: LocalSupabase;
let actors: Actors;

beforeAll(async () => {
  s = await bootDatabase();
  actors = await createActors(s);
  await s.db.query(
    `insert into public.media (filename, file_path, file_size, mime_type, url)
     values ('matrix-unused.png', 'uploads/matrix-unused.png', 10, 'image/png', '/storage/v1/object/public/images/uploads/matrix-unused.png')`,
  );
  // A hotel no package uses: visitors must not see it, and it is the one the matrix deletes.
  await s.db.query(`insert into public.hotels (name, city, stars) values ('Hotel Matrix Tak Terpakai', 'madinah', 3)`);
  // One row in every table the seed leaves empty, so each case has something to hide, change or delete.
  await s.db.exec(`
    insert into public.faqs (question, answer, is_active) values ('Matrix tersembunyi?', 'Ya.', false);
    insert into public.redirects (from_path, to_path) values ('/matrix-lama', '/paket');
    insert into public.inquiries (name, whatsapp, consent, consent_text_version)
      values ('Jamaah Matrix', '6281234567890', true, 'matrix');
    insert into public.page_counts (path, event, count) values ('/matrix', 'page_view', 1);
    insert into public.partners (name, whatsapp, code) values ('Mitra Matrix Lama', '6281234567892', 'matrix-lama');
    insert into public.source_counts (channel, event, count) values ('direct', 'page_view', 1);
    insert into public.inquiry_alerts (is_test) values (true);
    insert into public.data_requests (kind, masked_whatsapp) values ('find', '628123***7890');
    insert into public.inquiry_events (inquiry_id, kind, note) select id, 'note', 'Matrix' from public.inquiries;
    insert into public.site_builds (reason, status) values ('matrix', 'published');
    insert into public.preview_links (token_hash, kind, draft) values ('matrix', 'paket', '{}');
    insert into public.reference_price_reports (package_id, reported_price)
      select id, price_quad from public.packages where slug = 'umroh-hemat-9-hari';
  `);
});

afterAll(async () => {
  await s?.close();
});

async function ownerIds(table: string, where: string, key = 'id::text'): Promise<string[]> {
  const res = await s.db.query<{ id: string }>(`select ${key} as id from ${table} where ${where} order by 1`);
  return res.rows.map((r) => r.id);
}

function claimsOf(name: ActorName): Claims {
  return actors[name];
}

describe('every table is guarded', () => {
  it('has row level security on every table of the schemas we own', async () => {
    const { rows } = await s.db.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname in ('public', 'private') and not c.relrowsecurity order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([]);
  });

  it('says on every table what it is for', async () => {
    const { rows } = await s.db.query<{ name: string }>(
      `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname in ('public', 'private')
          and coalesce(obj_description(c.oid, 'pg_class'), '') = '' order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual([]);
  });

  it('lists every public table in this matrix', async () => {
    const { rows } = await s.db.query<{ name: string }>(
      `select 'public.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname = 'public' order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(
      CASES.map((c) => c.table)
        .filter((t) => t.startsWith('public.'))
        .sort(),
    );
  });

  it('gives the API roles no table of the private schema', async () => {
    const { rows } = await s.db.query<{ grant: string }>(
      `select r || ' ' || p || ' ' || c.relname as grant
         from pg_class c join pg_namespace n on n.oid = c.relnamespace,
              unnest(array['anon', 'authenticated']) r, unnest(array['select', 'insert', 'update', 'delete']) p
        where n.nspname = 'private' and c.relkind in ('r', 'p', 'v', 'm') and has_table_privilege(r, c.oid, p)
        order by 1`,
    );
    expect(rows.map((r) => r.grant)).toEqual([]);
  });
});

describe('fixtures make the matrix meaningful', () => {
  it('has drafts, inactive features, media and stored images to hide or show', async () => {
    expect((await ownerIds('public.packages', `status = 'draft'`)).length).toBeGreaterThan(0);
    expect((await ownerIds('public.features', 'not is_active')).length).toBeGreaterThan(0);
    expect((await ownerIds('public.media', 'true')).length).toBeGreaterThan(0);
    expect((await ownerIds('storage.objects', `bucket_id = 'images'`)).length).toBeGreaterThan(0);
    const draftDepartures = await ownerIds(
      'public.departures',
      `package_id in (select id from public.packages where status = 'draft')`,
    );
    expect(draftDepartures.length).toBeGreaterThan(0);
    expect((await ownerIds('public.hotels', `name = 'Hotel Matrix Tak Terpakai'`)).length).toBe(1);
  });
});

for (const tc of CASES) {
  describe(tc.table, () => {
    for (const actor of ACTORS) {
      const admin = IS_ADMIN[actor];

      it(`${actor}: select`, async () => {
        const claims = claimsOf(actor);
        const key = tc.key ?? 'id::text';
        const out = await attempt(s.db, claims, `select ${key} as id from ${tc.table} where ${tc.scope} order by 1`);
        if (admin) {
          expect(out).toMatchObject({ ok: true });
          expect(rowsOf<{ id: string }>(out).map((r) => r.id)).toEqual(await ownerIds(tc.table, tc.scope, key));
          return;
        }
        const view = tc.publicView[claims.role === 'anon' ? 'anon' : 'authenticated'];
        if (view === 'denied') {
          expect(out).toMatchObject({ ok: false, code: '42501' });
          return;
        }
        expect(out).toMatchObject({ ok: true });
        const seen = rowsOf<{ id: string }>(out).map((r) => r.id);
        expect(seen).toEqual(await ownerIds(tc.table, `(${tc.scope}) and (${view})`, key));
      });

      it(`${actor}: insert`, async () => {
        const { sql, params } = tc.insert();
        const out = await attempt(s.db, claimsOf(actor), sql, params, { setup: tc.insertSetup });
        if (tc.noWrites?.includes('insert')) expect(out).toMatchObject({ ok: false, code: '42501' });
        else if (admin) expect(out).toMatchObject({ ok: true, affected: 1 });
        else expect(out).toMatchObject({ ok: false, code: '42501' });
      });

      for (const op of ['update', 'delete'] as const) {
        it(`${actor}: ${op}`, async () => {
          const key = tc.key ?? 'id::text';
          const [target] = await ownerIds(tc.table, op === 'delete' && tc.deleteScope ? tc.deleteScope : tc.scope, key);
          expect(target, `${tc.table} needs a row to ${op}`).toBeDefined();
          const sql = op === 'update' ? tc.update : `delete from ${tc.table} where ${key} = $1`;
          const setup = op === 'delete' ? tc.deleteSetup : undefined;
          const out = await attempt(s.db, claimsOf(actor), sql, [target], { setup });
          if (tc.noWrites?.includes(op)) expect(out).toMatchObject({ ok: false, code: '42501' });
          else if (admin) expect(out).toMatchObject({ ok: true, affected: 1 });
          else if (tc.deniedWrite === 'error') {
            expect(out).toMatchObject({ ok: false, code: '42501' });
          } else expect(out).toMatchObject({ ok: true, affected: 0 });
          // The matrix rolls back; the row is still there either way.
          expect(await ownerIds(tc.table, `${key} = '${target.replace(/'/g, "''")}'`, key)).toEqual([target]);
        });
      }
    }
  });
}

describe('writes that are refused leave nothing behind, administrator writes commit', () => {
  it('a refused insert by a signed-in user is not stored even when committed', async () => {
    const before = await ownerIds('public.testimonials', 'true');
    const { sql, params } = insertSql('public.testimonials', { name: 'Penyusup', content: 'Tidak boleh.' });
    const out = await attempt(s.db, actors.user, sql, params, { commit: true });
    expect(out).toMatchObject({ ok: false, code: '42501' });
    expect(out.ok ? '' : out.message).toMatch(/only the administrator/);
    expect(await ownerIds('public.testimonials', 'true')).toEqual(before);
  });

  it('the administrator’s committed insert is visible to visitors, a draft is not', async () => {
    const active = insertSql('public.packages', {
      slug: 'matrix-aktif',
      title: 'Aktif',
      category: 'haji',
      price_quad: 60000000,
    });
    const draft = insertSql('public.packages', {
      slug: 'matrix-draf',
      title: 'Draf',
      category: 'haji',
      price_quad: 60000000,
      status: 'draft',
    });
    expect(await attempt(s.db, actors.adminMfaAal2, active.sql, active.params, { commit: true })).toMatchObject({
      ok: true,
    });
    expect(await attempt(s.db, actors.admin, draft.sql, draft.params, { commit: true })).toMatchObject({ ok: true });
    const seen = await attempt(
      s.db,
      actors.anon,
      `select slug from public.packages where slug like 'matrix-%' order by slug`,
    );
    expect(seen).toMatchObject({ ok: true, rows: [{ slug: 'matrix-aktif' }] });
    const all = await attempt(
      s.db,
      actors.admin,
      `select slug from public.packages where slug like 'matrix-%' order by slug`,
    );
    expect(all).toMatchObject({ ok: true, rows: [{ slug: 'matrix-aktif' }, { slug: 'matrix-draf' }] });
  });

  it('the administrator can delete a stored image, and its bytes go with it', async () => {
    const [id] = await ownerIds('storage.objects', `name = 'seed/avatar-5.webp'`);
    const out = await attempt(s.db, actors.admin, `delete from storage.objects where id = $1`, [id], {
      setup: AS_STORAGE_API,
      commit: true,
    });
    expect(out).toMatchObject({ ok: true, affected: 1 });
    expect((await s.db.query(`select 1 from local_storage.blobs where object_id = $1`, [id])).rows).toHaveLength(0);
  });

  it('storage rows cannot be deleted by SQL outside the Storage API, not even by the administrator', async () => {
    const [id] = await ownerIds('storage.objects', `name = 'seed/avatar-4.webp'`);
    for (const claims of [actors.admin, actors.adminMfaAal2, actors.user, actors.anon]) {
      const out = await attempt(s.db, claims, `delete from storage.objects where id = $1`, [id], { commit: true });
      expect(out).toMatchObject({ ok: false, code: '42501' });
      expect(out.ok ? '' : out.message).toMatch(/Use the Storage API/);
    }
    const bucket = await attempt(s.db, actors.admin, `delete from storage.buckets where id = 'images'`, [], {
      commit: true,
    });
    expect(bucket).toMatchObject({ ok: false, code: '42501' });
    // The database owner is refused as well: only the Storage API's transactions may delete.
    await expect(s.db.query(`delete from storage.objects where id = $1`, [id])).rejects.toMatchObject({
      code: '42501',
    });
    expect(await ownerIds('storage.objects', `id = '${id}'`)).toEqual([id]);
  });

  it('nobody but the owner reaches the blob table', async () => {
    for (const actor of ACTORS) {
      const out = await attempt(s.db, claimsOf(actor), `select count(*) from local_storage.blobs`);
      expect(out, actor).toMatchObject({ ok: false, code: '42501' });
    }
  });

  it('app_metadata in user-editable metadata does not make an administrator', async () => {
    const forged: Claims = { ...actors.user, user_metadata: { role: 'admin' } };
    const { sql, params } = insertSql('public.features', { title: 'X', description: 'Y' });
    expect(await attempt(s.db, forged, sql, params)).toMatchObject({ ok: false, code: '42501' });
  });
});
