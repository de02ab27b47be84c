import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { clientFor, rest, seededAdmin, startLocal, tokenFor } from './rest-fixtures.ts';

let s: LocalSupabase;
let anon: SupabaseClient;
let admin: SupabaseClient;
let adminToken: string;

beforeAll(async () => {
  s = await startLocal();
  adminToken = await tokenFor(s, await seededAdmin(s), { admin: true });
  anon = clientFor(s);
  admin = clientFor(s, adminToken);
});

afterAll(async () => {
  await s?.close();
});

/** The database owner's answer (no RLS): what the API must agree with. */
async function slugs(where: string, order = 'slug'): Promise<string[]> {
  const res = await s.db.query<{ slug: string }>(`select slug from public.packages where ${where} order by ${order}`);
  return res.rows.map((r) => r.slug);
}

const sorted = (rows: { slug: string }[] | null) => (rows ?? []).map((r) => r.slug).sort();

describe('list reads (supabase-js)', () => {
  it('serves the public list with PostgREST JSON types and the exact count', async () => {
    const { data, error, count, status } = await anon
      .from('packages')
      .select('*', { count: 'exact' })
      .eq('status', 'active')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(count).toBe(10);
    expect(data!.map((p) => p.slug)).toEqual(await slugs(`status = 'active'`, 'created_at desc'));
    const p = data!.find((r) => r.slug === 'haji-plus-2027')!;
    expect(p.price_quad).toBe(185000000);
    expect(p.full_payment_days).toBe(60);
    expect(p.is_promo).toBe(false);
    expect(p.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
    expect(Array.isArray(p.images)).toBe(true);
    expect(p.itinerary[0]).toMatchObject({ day: 1 });
    // A date column comes as YYYY-MM-DD: the package's departure, now a row of its own.
    const dep = await anon.from('departures').select('depart_on, seats_total, seats_booked').eq('package_id', p.id);
    expect(dep.error).toBeNull();
    expect(dep.data).toEqual([{ depart_on: '2027-05-10', seats_total: 25, seats_booked: 25 }]);
  });

  it('hides drafts from visitors and shows them to the administrator', async () => {
    const visitor = await anon.from('packages').select('slug').eq('status', 'draft');
    expect(visitor.error).toBeNull();
    expect(visitor.data).toEqual([]);
    const owner = await admin.from('packages').select('slug', { count: 'exact' }).eq('status', 'draft');
    expect(sorted(owner.data)).toEqual(await slugs(`status = 'draft'`));
    expect(owner.count).toBe(2);
  });

  it('pages with range(): 206, Content-Range and the total', async () => {
    const { data, count, status } = await anon
      .from('packages')
      .select('slug', { count: 'exact' })
      .order('price_quad')
      .range(2, 4);
    expect(status).toBe(206);
    expect(count).toBe(10);
    expect(data!.map((r) => r.slug)).toEqual((await slugs(`status = 'active'`, 'price_quad')).slice(2, 5));

    const raw = await rest(s, '/packages?select=slug&order=price_quad.asc&offset=2&limit=3', {
      headers: { Prefer: 'count=exact' },
    });
    expect(raw.status).toBe(206);
    expect(raw.headers.get('content-range')).toBe('2-4/10');
    const noCount = await rest(s, '/packages?select=slug&limit=3');
    expect(noCount.status).toBe(200);
    expect(noCount.headers.get('content-range')).toBe('0-2/*');
  });

  it('counts with head: true (HEAD, no body) and reports */0 when nothing matches', async () => {
    const { data, count, error, status } = await anon.from('packages').select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(10);
    const raw = await rest(s, '/packages?select=*&slug=eq.tidak-ada', {
      method: 'HEAD',
      headers: { Prefer: 'count=exact' },
    });
    expect(raw.status).toBe(200);
    expect(raw.text).toBe('');
    expect(raw.headers.get('content-range')).toBe('*/0');
    const none = await anon.from('packages').select('*', { count: 'exact', head: true }).eq('slug', 'tidak-ada');
    expect(none.count).toBe(0);
  });

  it('answers 416 PGRST103 for an offset past the end', async () => {
    const raw = await rest(s, '/packages?offset=50&limit=5', { headers: { Prefer: 'count=exact' } });
    expect(raw.status).toBe(416);
    expect(raw.json).toMatchObject({ code: 'PGRST103', message: 'Requested range not satisfiable' });
    expect(raw.headers.get('content-range')).toBe('*/10');
  });
});

describe('single and maybeSingle', () => {
  it('single() returns one bare object', async () => {
    const { data, error } = await anon.from('packages').select('slug, title').eq('slug', 'haji-plus-2027').single();
    expect(error).toBeNull();
    expect(data).toEqual({ slug: 'haji-plus-2027', title: 'Haji Plus 2027' });
  });

  it('single() with no row or many rows is 406 PGRST116', async () => {
    const none = await anon.from('packages').select('slug').eq('slug', 'tidak-ada').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const many = await anon.from('packages').select('slug').single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 10 rows' });
    // A draft is a row the visitor cannot see: same answer as no row.
    const draft = await anon.from('packages').select('slug').eq('slug', 'umroh-syawal-9-hari-2027').single();
    expect(draft.error?.code).toBe('PGRST116');
  });

  it('maybeSingle() gets null for no row and an error for several', async () => {
    const none = await anon.from('packages').select('slug').eq('slug', 'tidak-ada').maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const one = await anon.from('packages').select('slug').eq('slug', 'haji-furoda-2027').maybeSingle();
    expect(one.data).toEqual({ slug: 'haji-furoda-2027' });
    const many = await anon.from('packages').select('slug').eq('category', 'haji').maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });
});

describe('filters', () => {
  it('compares with eq, neq, gt, gte, lt, lte on numbers and dates', async () => {
    const cases: [string, string | number, string][] = [
      ['gt', 30000000, 'price_quad > 30000000'],
      ['gte', 35900000, 'price_quad >= 35900000'],
      ['lt', 25000000, 'price_quad < 25000000'],
      ['lte', 24900000, 'price_quad <= 24900000'],
      ['neq', 'umroh', `category <> 'umroh'`],
    ];
    for (const [op, value, where] of cases) {
      const column = op === 'neq' ? 'category' : 'price_quad';
      const { data, error } = await admin.from('packages').select('slug').filter(column, op, value);
      expect(error, op).toBeNull();
      expect(sorted(data), op).toEqual(await slugs(where));
    }
    // Dates: the departures table's depart_on (visitors see those of active packages only).
    const dated = await anon
      .from('departures')
      .select('id, depart_on')
      .gte('depart_on', '2027-05-01')
      .lt('depart_on', '2027-06-01');
    expect(dated.error).toBeNull();
    const expected = await s.db.query<{ id: string }>(
      `select d.id from public.departures d join public.packages p on p.id = d.package_id
        where p.status = 'active' and d.depart_on >= '2027-05-01' and d.depart_on < '2027-06-01' order by d.id`,
    );
    expect(expected.rows.length).toBeGreaterThan(0);
    expect((dated.data ?? []).map((r) => r.id).sort()).toEqual(expected.rows.map((r) => r.id).sort());
    for (const r of dated.data ?? []) expect(r.depart_on).toMatch(/^2027-05-\d\d$/);
  });

  it('in() applies postgrest-js quoting, in.() matches nothing, not.in excludes', async () => {
    const { data, error } = await anon
      .from('packages')
      .select('slug')
      .in('slug', ['haji-plus-2027', 'a,b', 'c(d)', 'e"f', 'g h', 'haji-furoda-2027']);
    expect(error).toBeNull();
    expect(sorted(data)).toEqual(['haji-furoda-2027', 'haji-plus-2027']);
    const quoted = await rest(s, `/packages?select=title&title=in.(${encodeURIComponent('"Haji Plus 2027","x,y"')})`);
    expect(quoted.json).toEqual([{ title: 'Haji Plus 2027' }]);
    const empty = await rest(s, '/packages?select=slug&slug=in.()');
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual([]);
    const notIn = await anon.from('packages').select('slug').not('category', 'in', '(haji)');
    expect(sorted(notIn.data)).toEqual(await slugs(`status = 'active' and category = 'umroh'`));
  });

  it('is null / not.is.null / is.true, case-insensitive; eq.null compares the string', async () => {
    const isNull = await anon.from('packages').select('slug').is('price_double', null);
    expect(sorted(isNull.data)).toEqual(await slugs(`status = 'active' and price_double is null`));
    const notNull = await anon.from('packages').select('slug').not('price_double', 'is', null);
    expect(sorted(notNull.data)).toEqual(await slugs(`status = 'active' and price_double is not null`));
    const promo = await rest(s, '/packages?select=slug&is_promo=is.TRUE');
    expect(sorted(promo.json)).toEqual(await slugs(`status = 'active' and is_promo`));
    const eqNull = await rest(s, '/packages?select=slug&slug=eq.null');
    expect(eqNull.json).toEqual([]);
    const badIs = await rest(s, '/packages?price_double=is.nothing');
    expect(badIs.status).toBe(400);
    expect(badIs.json.code).toBe('PGRST100');
  });

  it('like and ilike read * as %, and the query string is decoded form-style', async () => {
    const ilike = await anon.from('packages').select('slug').ilike('title', '*HAJI*');
    expect(sorted(ilike.data)).toEqual(await slugs(`status = 'active' and title ilike '%haji%'`));
    const like = await anon.from('packages').select('slug').like('title', 'Umroh%');
    expect(sorted(like.data)).toEqual(await slugs(`status = 'active' and title like 'Umroh%'`));
    const plus = await rest(s, '/packages?select=slug&title=ilike.*haji+plus*');
    const pct = await rest(s, '/packages?select=slug&title=ilike.%2Ahaji%20plus%2A');
    expect(sorted(plus.json)).toEqual(['haji-plus-2027']);
    expect(pct.json).toEqual(plus.json);
    const anyOf = await anon.from('packages').select('slug').likeAnyOf('slug', ['haji-f*', '*turki*']);
    expect(sorted(anyOf.data)).toEqual(['haji-furoda-2027', 'umroh-plus-turki-14-hari-februari-2027']);
  });

  it('combines or(), and(), nested trees, not.or and quoted values', async () => {
    const or = await anon
      .from('packages')
      .select('slug')
      .or('slug.eq.haji-plus-2027,and(category.eq.umroh,price_quad.lt.25000000)');
    expect(sorted(or.data)).toEqual(
      await slugs(`status = 'active' and (slug = 'haji-plus-2027' or (category = 'umroh' and price_quad < 25000000))`),
    );
    const and = await rest(s, '/packages?select=slug&and=(price_quad.gte.30000000,price_quad.lte.50000000)');
    expect(sorted(and.json)).toEqual(await slugs(`status = 'active' and price_quad between 30000000 and 50000000`));
    const notOr = await rest(s, '/packages?select=slug&not.or=(category.eq.umroh,is_promo.is.true)');
    expect(sorted(notOr.json)).toEqual(await slugs(`status = 'active' and not (category = 'umroh' or is_promo)`));
    const nestedNot = await rest(s, '/packages?select=slug&or=(slug.not.like.umroh*,is_promo.is.true)');
    expect(sorted(nestedNot.json)).toEqual(await slugs(`status = 'active' and (slug not like 'umroh%' or is_promo)`));
    const quoted = await rest(
      s,
      `/packages?select=slug&or=${encodeURIComponent('(title.eq."Haji Plus 2027",title.eq."a,b)")')}`,
    );
    expect(sorted(quoted.json)).toEqual(['haji-plus-2027']);
    const inTree = await rest(
      s,
      '/packages?select=slug&or=(slug.in.(haji-plus-2027,haji-furoda-2027),price_quad.eq.8500000)',
    );
    expect(sorted(inTree.json)).toEqual(['haji-furoda-2027', 'haji-plus-2027', 'haji-reguler-pendampingan-2027']);
    const notAnd = await anon
      .from('packages')
      .select('slug')
      .not('category', 'eq', 'umroh')
      .or('is_promo.is.true,full_payment_days.gt.50');
    expect(sorted(notAnd.data)).toEqual(
      await slugs(`status = 'active' and category <> 'umroh' and (is_promo or full_payment_days > 50)`),
    );
  });

  it('matches regular expressions, JSON containment, JSON paths and full-text search', async () => {
    const match = await anon.from('packages').select('slug').filter('slug', 'match', '^haji-(plus|furoda)');
    expect(sorted(match.data)).toEqual(['haji-furoda-2027', 'haji-plus-2027']);
    const contains = await anon
      .from('packages')
      .select('slug')
      .contains('images', JSON.stringify(['/storage/v1/object/public/images/seed/package-vip.webp']));
    expect(contains.error).toBeNull();
    expect(sorted(contains.data)).toEqual(
      await slugs(`status = 'active' and images @> '["/storage/v1/object/public/images/seed/package-vip.webp"]'`),
    );
    const path = await anon
      .from('page_content')
      .select('page_name, hero:content->hero->>title')
      .eq('content->hero->>title', 'Wujudkan Ibadah ke Tanah Suci Bersama Kami');
    expect(path.error).toBeNull();
    expect(path.data).toEqual([{ page_name: 'home', hero: 'Wujudkan Ibadah ke Tanah Suci Bersama Kami' }]);
    const fts = await anon.from('packages').select('slug').textSearch('title', 'furoda', { config: 'simple' });
    expect(fts.error).toBeNull();
    expect(sorted(fts.data)).toEqual(['haji-furoda-2027']);
  });
});

describe('order and select', () => {
  it('orders by several columns with nulls first/last', async () => {
    const first = await anon
      .from('packages')
      .select('slug')
      .order('price_double', { ascending: true, nullsFirst: true })
      .order('slug');
    expect(first.data!.map((r) => r.slug)).toEqual(
      await slugs(`status = 'active'`, 'price_double asc nulls first, slug'),
    );
    const last = await rest(s, '/packages?select=slug&order=price_triple.desc.nullslast,slug.asc');
    expect(last.json.map((r: { slug: string }) => r.slug)).toEqual(
      await slugs(`status = 'active'`, 'price_triple desc nulls last, slug'),
    );
    const multi = await rest(s, '/packages?select=slug&order=category,price_quad.desc');
    expect(multi.json.map((r: { slug: string }) => r.slug)).toEqual(
      await slugs(`status = 'active'`, 'category, price_quad desc'),
    );
  });

  it('selects with aliases, casts, quoted names and *', async () => {
    const { data, error } = await anon
      .from('packages')
      .select('harga:price_quad, price_quad::text, "title", nama:title::text')
      .eq('slug', 'haji-furoda-2027')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      harga: 350000000,
      price_quad: '350000000',
      title: 'Haji Furoda 2027',
      nama: 'Haji Furoda 2027',
    });
    const star = await rest(s, '/packages?select=*,judul:title&slug=eq.haji-furoda-2027');
    expect(Object.keys(star.json[0])).toEqual([...Object.keys(star.json[0]).filter((k) => k !== 'judul'), 'judul']);
    expect(star.json[0]).toMatchObject({ slug: 'haji-furoda-2027', judul: 'Haji Furoda 2027' });
  });

  it('strips null values for nulls=stripped', async () => {
    const { data, error } = await anon
      .from('packages')
      .select('slug, price_double')
      .eq('slug', 'haji-furoda-2027')
      .stripNulls();
    expect(error).toBeNull();
    expect(data).toEqual([{ slug: 'haji-furoda-2027' }]);
  });
});
