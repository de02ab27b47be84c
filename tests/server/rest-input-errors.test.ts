import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { rest, startLocal } from './rest-fixtures.ts';

/**
 * A request's shape must never produce a 500: Postgres' internal errors
 * (XX000) raised while parsing a value or a cast the client chose are the
 * client's 400, in PostgREST's error shape.
 */
let s: LocalSupabase;

beforeAll(async () => {
  s = await startLocal();
});
afterAll(async () => {
  await s?.close();
});

function expectClientError(res: Awaited<ReturnType<typeof rest>>, what: string) {
  expect(res.status, `${what}: ${res.text}`).toBe(400);
  expect(Object.keys(res.json as object).sort(), what).toEqual(['code', 'details', 'hint', 'message']);
}

describe('input-shaped Postgres errors are 400', () => {
  it('a full-text query deeper than the tsquery stack (fts: to_tsquery)', async () => {
    const res = await rest(s, `/packages?title=fts.${'!'.repeat(33)}`);
    expectClientError(res, 'fts');
    expect(res.json).toMatchObject({ code: 'XX000', message: 'tsquery stack too small' });
    expectClientError(await rest(s, `/packages?title=fts(simple).${'!'.repeat(40)}a`), 'fts with config');
    expectClientError(await rest(s, `/packages?title=not.fts.${'!'.repeat(40)}a`), 'not.fts');
    // The other operators' parsers cope; they stay 200.
    for (const op of ['plfts', 'phfts', 'wfts'])
      expect((await rest(s, `/packages?title=${op}.${'!'.repeat(40)}a`)).status).toBe(200);
  });

  it('casts to pseudo-types, including unknown, are refused as a parse error', async () => {
    for (const type of ['unknown', 'anyelement', 'void', 'cstring', 'record', 'internal', 'trigger', 'UNKNOWN']) {
      const res = await rest(s, `/packages?select=x:title::${encodeURIComponent(type)}`);
      expectClientError(res, type);
      expect(res.json.code, type).toBe('PGRST100');
      expect(String(res.json.details), type).toContain('pseudo-type');
    }
  });

  it('casts to types that do not exist or do not convert stay 400 with Postgres’ own code', async () => {
    expect((await rest(s, '/packages?select=x:title::nosuchtype')).json).toMatchObject({ code: '42704' });
    expectClientError(await rest(s, '/packages?select=x:title::nosuchtype'), 'nosuchtype');
    expectClientError(await rest(s, '/packages?select=x:id::anyenum'), 'anyenum');
    expectClientError(await rest(s, '/packages?select=x:title::int'), 'int');
  });

  it('legitimate casts still work; type modifiers and [] are parse errors, as in PostgREST', async () => {
    const res = await rest(s, '/packages?select=id,t:title::varchar&limit=1');
    expect(res.status).toBe(200);
    expect(typeof (res.json as { t: string }[])[0].t).toBe('string');
    for (const type of ['varchar(5)', 'unknown[]']) {
      const refused = await rest(s, `/packages?select=x:title::${encodeURIComponent(type)}`);
      expectClientError(refused, type);
      expect(refused.json.code, type).toBe('PGRST100');
    }
  });
});
