import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalSupabase } from '../../server/src/app.ts';
import { LOCAL_JWT_SECRET } from '../../server/src/config.ts';
import { sqlLiteral, withClaims } from '../../server/src/db/with-claims.ts';
import { JwtError, JwtService, type Claims } from '../../server/src/jwt.ts';
import { startLocal } from './rest-fixtures.ts';

// The per-request settings are written as SQL literals (one simple-protocol statement instead of a bound
// query), and request headers are the caller's text: these tests are the injection guard for that path.
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

describe('sqlLiteral', () => {
  for (const conforming of ['on', 'off']) {
    it(`reads back every hostile string unchanged (standard_conforming_strings = ${conforming})`, async () => {
      await s.db.exec(`set standard_conforming_strings = ${conforming}`);
      try {
        for (const value of HOSTILE) {
          const res = await s.db.exec(`select ${sqlLiteral(value)} as v`);
          expect(res.at(-1)?.rows).toEqual([{ v: value }]);
        }
      } finally {
        await s.db.exec('set standard_conforming_strings = on');
      }
      const packages = await s.db.query<{ n: number }>('select count(*)::int as n from public.packages');
      expect(packages.rows[0].n).toBeGreaterThan(0);
    });
  }

  it('refuses a NUL, which would cut the statement short', () => {
    expect(() => sqlLiteral('a\0b')).toThrow(/NUL/);
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
      withClaims(
        s.db,
        { role: 'service_role', exp: 4_000_000_000 },
        (tx) => tx.query(`update public.packages set title = title where false`),
        undefined,
        { readOnly: true },
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

    // A copy is returned: a caller changing it does not change what the next request gets.
    const first = await jwt.verify(token);
    (first as Record<string, unknown>).role = 'service_role';
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
