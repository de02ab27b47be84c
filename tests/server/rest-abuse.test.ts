import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { MAX_RESPONSE_BYTES } from '../../server/supabase/rest/errors.ts';
import { MAX_SELECT_ITEMS } from '../../server/supabase/rest/grammar.ts';
import {
  LOCAL_SERVICE_ROLE_KEY,
  packageRow,
  rest,
  seededAdmin,
  startLocal,
  tokenFor,
  type Json,
} from './rest-fixtures.ts';

/*
 * Security audit: one anonymous request must not be able to hold the single
 * PGlite connection for seconds or build a response of hundreds of MB, and
 * Prefer: tx=rollback must not give anyone a trace-free dry run.
 */

let s: LocalSupabase;
let adminToken: string;
const service = { apikey: LOCAL_SERVICE_ROLE_KEY, token: LOCAL_SERVICE_ROLE_KEY };

beforeAll(async () => {
  s = await startLocal();
  adminToken = await tokenFor(s, await seededAdmin(s), { admin: true });
});

afterAll(async () => {
  await s?.close();
});

type Res = Awaited<ReturnType<typeof rest>>;

function expectSelectParseError(res: Res, what: string) {
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBe(400);
  expect(Object.keys(res.json as object).sort(), what).toEqual(['code', 'details', 'hint', 'message']);
  expect(res.json.code, what).toBe('PGRST100');
  expect(res.json.message, what).toMatch(/^"failed to parse select parameter \(.*\)" \(line 1, column \d+\)$/);
  expect(res.json.hint, what).toBeNull();
  expect(typeof res.json.details, what).toBe('string');
}

describe('casts in select take a plain type name, as in PostgREST', () => {
  it('a type modifier is a parse error answered before any SQL runs (the 17 s / 100 MB requests)', async () => {
    for (const select of [
      'seats_total::bit(83886080)',
      'note::char(10485760)',
      'x:note::varchar(10485760)',
      'note::character varying(5)',
      'price_quad::numeric(12,2)',
      'note::text[]',
      'note::text []',
      'note::bit varying(1000000)',
    ]) {
      const started = Date.now();
      const res = await rest(s, `/departures?select=id,${encodeURIComponent(select)}`);
      expectSelectParseError(res, select);
      expect(Date.now() - started, select).toBeLessThan(2000);
    }
  });

  it('the error points at the modifier, with details as PostgREST words them', async () => {
    const res = await rest(s, `/departures?select=${encodeURIComponent('id,note::char(10485760)')}`);
    expect(res.json.message).toBe('"failed to parse select parameter (id,note::char(10485760))" (line 1, column 14)');
    expect(res.json.details).toBe('unexpected "(", expecting letter, digit, "," or end of input');
  });

  it('"$" and a missing type name are refused too', async () => {
    expectSelectParseError(await rest(s, `/departures?select=${encodeURIComponent('note::$a$')}`), '$a$');
    expectSelectParseError(await rest(s, `/departures?select=${encodeURIComponent('note::')}`), 'empty');
    expectSelectParseError(await rest(s, `/departures?select=${encodeURIComponent('note::pg_catalog.text')}`), 'dot');
  });

  it('plain type names still cast, including several words', async () => {
    const res = await rest(
      s,
      `/departures?select=${encodeURIComponent('id::text,n:seats_total::double precision,v:note::character varying,b:seats_total::bit,c:note::char')}&limit=1`,
    );
    expect(res.status, res.text).toBe(200);
    const [row] = res.json as Json[];
    expect(typeof row.id).toBe('string');
    expect(typeof row.n).toBe('number');
    expect(row.b).toMatch(/^[01]$/);
    expect(String(row.c).length).toBeLessThanOrEqual(1);
  });

  it('filters, order, columns and on_conflict cannot carry a cast', async () => {
    const cases: [string, Parameters<typeof rest>[2]][] = [
      [`/departures?${encodeURIComponent('seats_total::bit(83886080)')}=eq.1`, {}],
      [`/departures?or=${encodeURIComponent('(seats_total::bit(83886080).eq.1)')}`, {}],
      [`/departures?order=${encodeURIComponent('note::char(10485760)')}`, {}],
      [`/departures?order=${encodeURIComponent('note::text')}`, {}],
      [
        `/packages?columns=${encodeURIComponent('title::char(10485760)')}`,
        { method: 'POST', token: adminToken, body: packageRow() },
      ],
      [
        `/packages?on_conflict=${encodeURIComponent('slug::char(10485760)')}`,
        { method: 'POST', token: adminToken, body: packageRow(), headers: { Prefer: 'resolution=merge-duplicates' } },
      ],
    ];
    for (const [path, init] of cases) {
      const started = Date.now();
      const res = await rest(s, path, init);
      expect(res.status, `${path}: ${res.text}`).toBe(400);
      expect(res.json.code, path).toBe('PGRST100');
      expect(Date.now() - started, path).toBeLessThan(2000);
    }
  });

  it('RPC reads parse select the same way', async () => {
    const res = await rest(s, `/rpc/media_usage?select=${encodeURIComponent('x::char(10485760)')}`, service);
    expectSelectParseError(res, 'rpc');
  });
});

describe('response size cap', () => {
  const big = 'x'.repeat(10_000);
  const prefix = 'paket-besar-';
  /** Rows × 100 copies of a 10 kB column: 12 MB, past the cap, without any cast. */
  const rows = Math.ceil(MAX_RESPONSE_BYTES / (MAX_SELECT_ITEMS * big.length)) + 1;
  const wide = Array.from({ length: MAX_SELECT_ITEMS }, (_, i) => `a${i}:description`).join(',');
  const path = `/packages?select=${wide}&slug=like.${prefix}*&order=slug`;

  beforeAll(async () => {
    const body = Array.from({ length: rows }, (_, i) => packageRow({ slug: `${prefix}${i}`, description: big }));
    const res = await rest(s, '/packages', { method: 'POST', token: adminToken, body });
    expect(res.status, res.text).toBe(201);
  });

  it('a read whose body would pass the cap is refused in SQL, for anon, with a JSON error', async () => {
    const started = Date.now();
    const res = await rest(s, path);
    expect(res.status).toBe(500);
    expect(res.text.length).toBeLessThan(2000);
    expect(res.json).toEqual({
      code: '54000',
      message: `Response body exceeds the server's limit of ${MAX_RESPONSE_BYTES} bytes`,
      details: expect.stringMatching(/^The response would have more than \d+ bytes$/),
      hint: 'Request fewer rows (limit, range) or fewer columns (select)',
    });
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('the same rows under the cap still answer, with the body PostgREST builds', async () => {
    const res = await rest(s, `${path}&limit=2`);
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(2);
    expect(res.json[1].a99).toBe(big);
    const two = await rest(s, `/packages?select=slug&order=slug&limit=2`);
    // json_agg of the rows: PostgREST's separator between objects is ", \n ".
    expect(two.text).toMatch(/^\[\{"slug":"[^"]+"\}, \n \{"slug":"[^"]+"\}\]$/);
  });

  it('the cap holds for singular Accept and stripped nulls too', async () => {
    for (const accept of ['application/vnd.pgrst.object+json', 'application/vnd.pgrst.array+json;nulls=stripped']) {
      const res = await rest(s, path, { headers: { Accept: accept } });
      expect(res.status, accept).toBe(500);
      expect(res.json.code, accept).toBe('54000');
    }
  });

  it('HEAD of the same request answers without a body', async () => {
    const res = await rest(s, path, { method: 'HEAD', headers: { Prefer: 'count=exact' } });
    expect(res.status).toBe(200);
    expect(res.text).toBe('');
    expect(res.headers.get('content-range')).toBe(`0-${rows - 1}/${rows}`);
  });

  it('a select list has at most MAX_SELECT_ITEMS items, for reads and write representations', async () => {
    const tooWide = `${wide},a${MAX_SELECT_ITEMS}:description`;
    const read = await rest(s, `/packages?select=${tooWide}`);
    expect(read.status).toBe(400);
    expect(read.json).toMatchObject({ code: 'PGRST100' });
    const patch = await rest(s, `/packages?select=${tooWide}&slug=like.${prefix}*`, {
      method: 'PATCH',
      token: adminToken,
      headers: { Prefer: 'return=representation' },
      body: { tagline: 'changed' },
    });
    expect(patch.status).toBe(400);
    expect(patch.json).toMatchObject({ code: 'PGRST100' });
    const kept = await s.db.query(`select 1 from public.packages where tagline = 'changed'`);
    expect(kept.rows).toHaveLength(0);
  });

  it('RPC results of scalars are capped too: a set (with max_rows, limit, offset) and a single value', async () => {
    await s.db.exec(`
      create function public.abuse_texts(n int, size int) returns setof text language sql stable
        as $$ select repeat('x', size) from generate_series(1, n) $$;
      create function public.abuse_text(size int) returns text language sql stable
        as $$ select repeat('x', size) $$;
      grant execute on function public.abuse_texts(int, int), public.abuse_text(int) to anon;
      notify pgrst, 'reload schema';`);
    const small = await rest(s, '/rpc/abuse_texts?n=5&size=1&offset=1&limit=2');
    expect(small.status, small.text).toBe(200);
    expect(small.json).toEqual(['x', 'x']);
    const capped = await rest(s, '/rpc/abuse_texts?n=2000&size=1');
    expect(capped.json).toHaveLength(1000);
    const big = await rest(s, '/rpc/abuse_texts?n=11&size=1000000');
    expect(big.status).toBe(500);
    expect(big.json.code).toBe('54000');
    const one = await rest(s, `/rpc/abuse_text?size=${MAX_RESPONSE_BYTES + 1}`);
    expect(one.status).toBe(500);
    expect(one.json.code).toBe('54000');
    expect((await rest(s, '/rpc/abuse_text?size=3')).json).toBe('xxx');
  });

  it('RPC reads of table-like results still answer through the sized statement', async () => {
    const res = await rest(s, `/rpc/media_usage?select=${encodeURIComponent('*')}`, service);
    expect(res.status, res.text).toBe(200);
  });
});

describe('Prefer: tx is ignored, as with PostgREST’s default db-tx-end = commit', () => {
  const inquiry = (whatsapp: string) => ({
    name: 'Fulan',
    whatsapp,
    package_id: null,
    departure_id: null,
    pax: 1,
    message: '',
    consent: true,
    website: '',
  });

  async function inquiriesFrom(whatsapp: string): Promise<number> {
    const res = await s.db.query<{ n: number }>(
      `select count(*)::int as n from public.inquiries where whatsapp like '%' || right($1, 8)`,
      [whatsapp],
    );
    return res.rows[0].n;
  }

  it('anon cannot dry-run submit_inquiry: tx=rollback commits and is not echoed', async () => {
    const phone = '081377770001';
    const res = await rest(s, '/rpc/submit_inquiry', {
      method: 'POST',
      headers: { Prefer: 'tx=rollback' },
      body: inquiry(phone),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('preference-applied') ?? '').not.toContain('tx=');
    expect(await inquiriesFrom(phone)).toBe(1);
  });

  it('tx=rollback on a table write commits for every role and is not in Preference-Applied', async () => {
    for (const token of [adminToken, LOCAL_SERVICE_ROLE_KEY]) {
      const row = packageRow();
      const res = await rest(s, '/packages?select=slug', {
        method: 'POST',
        token,
        apikey: token === LOCAL_SERVICE_ROLE_KEY ? LOCAL_SERVICE_ROLE_KEY : undefined,
        headers: { Prefer: 'return=representation, tx=rollback' },
        body: row,
      });
      expect(res.status, res.text).toBe(201);
      expect(res.headers.get('preference-applied')).toBe('return=representation');
      const kept = await s.db.query(`select 1 from public.packages where slug = $1`, [row.slug]);
      expect(kept.rows).toHaveLength(1);
    }
  });

  it('tx values stay valid preferences under handling=strict (PostgREST accepts and ignores them)', async () => {
    const row = packageRow();
    const res = await rest(s, '/packages', {
      method: 'POST',
      token: adminToken,
      headers: { Prefer: 'handling=strict, tx=rollback' },
      body: row,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('preference-applied')).toBe('handling=strict');
    const kept = await s.db.query(`select 1 from public.packages where slug = $1`, [row.slug]);
    expect(kept.rows).toHaveLength(1);
    const read = await rest(s, '/packages?select=slug&limit=1', { headers: { Prefer: 'tx=commit' } });
    expect(read.status).toBe(200);
    expect(read.headers.get('preference-applied')).toBeNull();
  });
});
