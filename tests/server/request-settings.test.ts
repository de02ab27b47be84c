import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { LOCAL_JWT_SECRET } from '../../server/supabase/config.ts';
import { lastResult, Messages, prepare, runPipelined } from '../../server/supabase/db/pipeline.ts';
import { pipelinedWithClaims, withClaims } from '../../server/supabase/db/with-claims.ts';
import { JwtError, JwtService, type Claims } from '../../server/supabase/jwt.ts';
import { LOCAL_SERVICE_ROLE_KEY, packageRow, rest, startLocal } from './rest-fixtures.ts';

// Request headers and bodies are the caller's text: these tests prove they reach Postgres only as bound
// values, on the REST layer's pipelined path as on withClaims.
let s: LocalSupabase;
beforeAll(async () => {
  s = await startLocal();
});
afterAll(async () => {
  await s?.close();
});

const HOSTILE = [
  "O'Brien",
  "'; drop table public.packages; --",
  'back\\slash',
  "\\'; select 1; --",
  "E'\\\\'",
  '$$ $1 $tag$',
  'Umroh “Plus” — 12 hari ✈️ تَلْبِيَة',
  '',
];

// Unnamed, bound: the helper the tests use to run one statement the way the REST layer does.
const once = (sql: string, values: (string | null)[] = []) =>
  new Messages().parse('', sql).bindExecute('', values, true).sync().bytes();

describe('bound values', () => {
  it('every hostile string reaches Postgres unchanged, under both standard_conforming_strings', async () => {
    for (const conforming of ['on', 'off']) {
      await s.db.exec(`set standard_conforming_strings = ${conforming}`);
      try {
        for (const value of HOSTILE) {
          const res = lastResult(await runPipelined(s.db, once('select $1::text as v', [value])));
          expect(res.rows).toEqual([[value]]);
        }
      } finally {
        await s.db.exec('set standard_conforming_strings = on');
      }
    }
    const packages = await s.db.query<{ n: number }>('select count(*)::int as n from public.packages');
    expect(packages.rows[0].n).toBeGreaterThan(0);
  });

  it('refuses a NUL in statement text, which would cut the statement short', () => {
    expect(() => new Messages().query('select 1\0; drop table x')).toThrow(/NUL/);
    expect(() => new Messages().parse('', 'select 1\0; drop table x')).toThrow(/NUL/);
  });
});

describe('withClaims', () => {
  const claims: Claims = { role: 'anon', exp: 4_000_000_000, note: "it's \\ here" };

  it('sets role, claims, method, path, headers and the role timeout exactly as given', async () => {
    const headers = { 'x-hostile': 'a\'b\\c"; select 1; --', 'user-agent': 'Mozilla/5.0 (“quoted”)' };
    const row = await withClaims(
      s.db,
      claims,
      async (tx) =>
        (
          await tx.query<Record<string, string>>(`select current_user as who,
             current_setting('request.jwt.claims') as claims, current_setting('request.method') as method,
             current_setting('request.path') as path, current_setting('request.headers') as headers,
             current_setting('statement_timeout') as timeout, current_setting('storage.allow_delete_query') as del`)
        ).rows[0],
      { method: 'POST', path: "/rest/v1/rpc/x'y", headers },
    );
    expect(row.who).toBe('anon');
    expect(JSON.parse(row.claims)).toEqual(claims);
    expect(row.method).toBe('POST');
    expect(row.path).toBe("/rest/v1/rpc/x'y");
    expect(JSON.parse(row.headers)).toEqual(headers);
    expect(row.timeout).toBe('3s');
    expect(row.del).toBe('false');
  });

  it('gives each role its own timeout, also when roles alternate (the per-role cache)', async () => {
    const timeout = (role: Claims['role']) =>
      withClaims(
        s.db,
        { role, exp: 4_000_000_000 },
        async (tx) => (await tx.query<{ t: string }>(`select current_setting('statement_timeout') as t`)).rows[0].t,
      );
    expect(await timeout('authenticated')).toBe('8s');
    expect(await timeout('anon')).toBe('3s');
    expect(await timeout('authenticated')).toBe('8s');
  });

  it('a read-only request cannot write, and the settings end with the transaction', async () => {
    await expect(
      pipelinedWithClaims(
        s.db,
        { role: 'service_role', exp: 4_000_000_000 },
        { sql: `update public.packages set title = title where false`, values: [], readOnly: true },
        (r) => ({ value: r, commit: true }),
      ),
    ).rejects.toMatchObject({ code: '25006' });
    const after = await s.db.query<{ who: string; claims: string }>(
      `select current_user as who, current_setting('request.jwt.claims', true) as claims`,
    );
    expect(after.rows[0].who).not.toBe('service_role');
    expect(after.rows[0].claims || '').toBe('');
  });
});

describe('JwtService verification cache', () => {
  it('a cached token still expires, and a token one byte off is verified afresh (and refused)', async () => {
    const jwt = new JwtService(LOCAL_JWT_SECRET);
    const token = await jwt.sign({ role: 'anon' }, 60);
    expect((await jwt.verify(token)).role).toBe('anon');
    expect((await jwt.verify(token)).role).toBe('anon');

    const last = token.at(-2) === 'A' ? 'B' : 'A';
    const forged = `${token.slice(0, -2)}${last}${token.at(-1)}`;
    await expect(jwt.verify(forged)).rejects.toBeInstanceOf(JwtError);

    // Callers share the cached claims, so they are frozen all the way down: a change throws instead of
    // leaking into the next request.
    const first = await jwt.verify(token);
    expect(() => {
      (first as Record<string, unknown>).role = 'service_role';
    }).toThrow(TypeError);
    const withMeta = await jwt.sign({ role: 'authenticated', app_metadata: { role: 'admin' } }, 60);
    const meta = (await jwt.verify(withMeta)).app_metadata as Record<string, unknown>;
    expect(() => {
      meta.role = 'owner';
    }).toThrow(TypeError);
    expect((await jwt.verify(token)).role).toBe('anon');

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60_000 + 31_000);
      await expect(jwt.verify(token)).rejects.toMatchObject({ kind: 'expired' });
    } finally {
      vi.useRealTimers();
    }
  });
});

// The REST layer's statements go to PGlite pipelined (BEGIN, settings and the bound statement in one call).
// After an error Postgres skips to the buffer's Sync and PGlite stops collecting replies: these prove the
// session never falls out of step and nothing half-done is kept.
describe('pipelined request statements', () => {
  const service = { apikey: LOCAL_SERVICE_ROLE_KEY };

  it('after every kind of failure the next request still gets its own answer', async () => {
    const failures: [string, Parameters<typeof rest>[2], number, string][] = [
      ['/packages?select=id&price_quad=eq.abc', {}, 400, '22P02'],
      ['/packages?select=id&slug=eq.a%00b', {}, 400, '22021'],
      ['/packages', { ...service, method: 'POST', body: { slug: 'x' } }, 400, '23502'],
      ['/packages?select=id&limit=1', { headers: { Accept: 'application/vnd.pgrst.object+json' } }, 200, ''],
      ['/rpc/track_event', { method: 'POST', body: { event: 'klik', path: '/' } }, 400, '22023'],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [path, init, status, code] of failures) {
        const res = await rest(s, path, init);
        expect(res.status, path).toBe(status);
        if (code) expect(res.json.code, path).toBe(code);
        const ok = await rest(s, `/packages?select=slug&slug=eq.umroh-hemat-9-hari`);
        expect(ok.status).toBe(200);
        expect(ok.json).toEqual([{ slug: 'umroh-hemat-9-hari' }]);
      }
    }
    const who = await s.db.query<{ who: string; claims: string | null }>(
      `select current_user as who, current_setting('request.jwt.claims', true) as claims`,
    );
    expect(who.rows[0].who).toBe('postgres');
    expect(who.rows[0].claims || '').toBe('');
  });

  it('a refused check rolls the write back: singular Accept, max-affected', async () => {
    const before = await s.db.query<{ n: number; promo: number }>(
      `select count(*)::int as n, count(*) filter (where is_promo)::int as promo from public.packages`,
    );
    const two = [packageRow(), packageRow()];
    const singular = await rest(s, '/packages', {
      ...service,
      method: 'POST',
      body: two,
      headers: { Accept: 'application/vnd.pgrst.object+json', Prefer: 'return=representation' },
    });
    expect(singular.status).toBe(406);
    const capped = await rest(s, `/packages?category=eq.umroh`, {
      ...service,
      method: 'PATCH',
      body: { is_promo: true },
      headers: { Prefer: 'handling=strict, max-affected=1' },
    });
    expect(capped.status).toBe(400);
    expect(capped.json.code).toBe('PGRST124');
    const after = await s.db.query<{ n: number; promo: number }>(
      `select count(*)::int as n, count(*) filter (where is_promo)::int as promo from public.packages`,
    );
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect(after.rows[0].promo).toBe(before.rows[0].promo);
  });

  it('a failing decision rolls back and leaves the session as it was', async () => {
    await expect(
      pipelinedWithClaims(
        s.db,
        { role: 'service_role', exp: 4_000_000_000 },
        {
          sql: `insert into public.page_counts (day, path, event, count) values (current_date, $1, 'page_view', 1) returning 1`,
          values: ['/uji-pipeline'],
          readOnly: false,
        },
        () => {
          throw new Error('refused after the statement');
        },
      ),
    ).rejects.toThrow('refused after the statement');
    const rows = await s.db.query(`select 1 from public.page_counts where path = '/uji-pipeline'`);
    expect(rows.rows).toHaveLength(0);
    const committed = await pipelinedWithClaims(
      s.db,
      { role: 'service_role', exp: 4_000_000_000 },
      { sql: `select current_user::text as who, $1::int + 1 as n`, values: ['41'], readOnly: true },
      (r) => ({ value: r, commit: true }),
    );
    expect(committed).toEqual({ columns: ['who', 'n'], rows: [['service_role', '42']] });
  });

  it("an error mid-buffer is reported, and the next call answers in step (also the session's first error)", async () => {
    // A fresh database, so the session's very first error is a pipelined one.
    const fresh = await startLocal();
    try {
      const cases: [string, string[], string][] = [
        ['select 1/0', [], '22012'],
        ['select $1::int', ['x'], '22P02'],
        ['selec 1', [], '42601'],
        ['select (select 1/0 from generate_series(1, 2) g where g > 1)', [], '22012'],
      ];
      for (const [sql, values, code] of cases) {
        await expect(runPipelined(fresh.db, once(sql, values))).rejects.toMatchObject({ code });
        for (const follow of ['select 1 as v', `select '${sql.length}' as v`]) {
          expect(lastResult(await runPipelined(fresh.db, once(follow))).rows).toHaveLength(1);
        }
      }
    } finally {
      await fresh.close();
    }
  });

  it('frames messages as the protocol defines them', () => {
    const bytes = new Messages()
      .query('BEGIN')
      .parse('s', 'select $1')
      .bindExecute('s', ['é', null], true)
      .close('s')
      .sync()
      .bytes();
    const types = [];
    for (let at = 0; at < bytes.length;) {
      types.push(String.fromCharCode(bytes[at]));
      at += 1 + new DataView(bytes.buffer, bytes.byteOffset + at + 1, 4).getInt32(0);
    }
    expect(types.join('')).toBe('QPBDECS');
  });

  it('prepares each statement text once, and a statement that fails to prepare is not remembered', async () => {
    const first = await prepare(s.db, 'select $1::int + 1 as n');
    expect(first.fresh).toBe(true);
    expect(await prepare(s.db, 'select $1::int + 1 as n')).toEqual({ name: first.name, fresh: false });
    await expect(prepare(s.db, 'select nope from public.packages')).rejects.toMatchObject({ code: '42703' });
    await expect(prepare(s.db, 'select nope from public.packages')).rejects.toMatchObject({ code: '42703' });
    const res = lastResult(
      await runPipelined(s.db, new Messages().bindExecute(first.name, ['41'], true).sync().bytes()),
    );
    expect(res.rows).toEqual([['42']]);
  });

  const asService = (sql: string, values: string[] = []) =>
    pipelinedWithClaims(s.db, { role: 'service_role', exp: 4_000_000_000 }, { sql, values, readOnly: true }, (r) => ({
      value: r,
      commit: true,
    }));

  it('a kept statement that DDL made stale is prepared again and the request runs once more', async () => {
    await s.db.exec(`create table public.uji_plan (a int, code int); insert into public.uji_plan values (1, 7);
      grant select on public.uji_plan to service_role;`);
    try {
      // 0A000: the result type changed.
      expect(await asService('select a from public.uji_plan')).toEqual({ columns: ['a'], rows: [['1']] });
      expect(await asService('select * from public.uji_plan')).toEqual({ columns: ['a', 'code'], rows: [['1', '7']] });
      await s.db.exec(`alter table public.uji_plan add column b text default 'x'`);
      expect((await asService('select * from public.uji_plan')).columns).toEqual(['a', 'code', 'b']);
      // 42883: the parameter's type was inferred from a column whose type changed.
      const byCode = 'select a from public.uji_plan where code = $1';
      expect((await asService(byCode, ['7'])).rows).toEqual([['1']]);
      await s.db.exec(`alter table public.uji_plan alter column code type text`);
      expect((await asService(byCode, ['7'])).rows).toEqual([['1']]);
      // 26000: someone deallocated every statement.
      await s.db.exec('deallocate all');
      expect((await asService(byCode, ['7'])).rows).toEqual([['1']]);
      // A freshly prepared statement's own error is the request's, not retried into something else.
      await expect(asService('select a from public.uji_plan where a = $1', ['x'])).rejects.toMatchObject({
        code: '22P02',
      });
    } finally {
      await s.db.exec('drop table public.uji_plan');
    }
  });

  it('a schema reload forgets every prepared statement', async () => {
    const prepared = async () =>
      (await s.db.query<{ n: number }>(`select count(*)::int as n from pg_prepared_statements where not from_sql`))
        .rows[0].n;
    expect((await rest(s, '/packages?select=slug&limit=1')).status).toBe(200);
    expect(await prepared()).toBeGreaterThan(0);
    await s.db.exec(`notify pgrst, 'reload schema'`);
    expect((await rest(s, '/packages?select=slug&limit=1')).status).toBe(200);
    // Only what this request prepared after the reload: the settings and its own statement.
    expect(await prepared()).toBe(2);
  });
});
