import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { COLUMN_LIMITS, PAGE_CONTENT_LIMITS, allColumnLimits, type ColumnLimit } from '../../domain/limits.ts';
import { attempt, bootWithActors, type Actors } from './helpers.ts';

/**
 * The admin's table of limits (domain/limits.ts) is the schema's, read
 * back from the migrated database: a limit changed on one side only fails here.
 */

let s: LocalSupabase;
let actors: Actors;

beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

interface Fact {
  table: string;
  column: string;
  constraint: string;
  kind: 'length' | 'range';
  min?: number;
  max?: number;
}

const NUMBER = String.raw`'?(-?\d+)'?(?:::\w+)?`;

/**
 * The numeric bounds a check constraint's definition states, as Postgres
 * prints it back: `length(btrim(title)) >= 1`, `(rating <= 5)`,
 * `(booking_fee <= '10000000000'::bigint)`. Comparisons with anything but a
 * number (another column, a pattern, a list) state no bound.
 */
function factsOf(table: string, constraint: string, def: string): Fact[] {
  const found = new Map<string, Fact>();
  const add = (column: string, kind: Fact['kind'], op: string, n: number) => {
    const key = `${column}:${kind}`;
    const f = found.get(key) ?? { table, column, constraint, kind };
    if (op === '>=') f.min = n;
    else if (op === '>') f.min = n + 1;
    else if (op === '<=') f.max = n;
    else if (op === '<') f.max = n - 1;
    found.set(key, f);
  };
  const lengthRe = new RegExp(
    String.raw`(?<![\w.])length\((?:btrim\()?\(?(\w+)\)?(?:::text)?\)?\)\s*(>=|<=|>|<)\s*${NUMBER}`,
    'g',
  );
  for (const m of def.matchAll(lengthRe)) add(m[1], 'length', m[2], Number(m[3]));
  const rangeRe = new RegExp(String.raw`\((\w+)\s*(>=|<=|>|<)\s*${NUMBER}\)`, 'g');
  for (const m of def.matchAll(rangeRe)) add(m[1], 'range', m[2], Number(m[3]));
  return [...found.values()];
}

function expectedFact(table: string, column: string, limit: ColumnLimit): Fact {
  const f: Fact = { table, column, constraint: limit.constraint, kind: limit.kind };
  if (limit.min !== undefined) f.min = limit.min;
  if (limit.max !== undefined) f.max = limit.max;
  return f;
}

const byKey = (a: Fact, b: Fact) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`);

describe('column limits', () => {
  it('domain/limits.ts lists exactly the length and range checks of the tables the admin edits', async () => {
    const tables = Object.keys(COLUMN_LIMITS);
    const { rows } = await s.db.query<{ table_name: string; conname: string; def: string }>(
      `select c.relname as table_name, k.conname, pg_get_constraintdef(k.oid) as def
       from pg_constraint k
       join pg_class c on c.oid = k.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and k.contype = 'c' and c.relname = any($1)
       order by c.relname, k.conname`,
      [tables],
    );
    const inSchema = rows.flatMap((r) => factsOf(r.table_name, r.conname, r.def)).sort(byKey);
    const inTable = allColumnLimits()
      .map(({ table, column, limit }) => expectedFact(table, column, limit))
      .sort(byKey);
    expect(inSchema.length).toBeGreaterThan(20);
    expect(inTable).toEqual(inSchema);
  });

  it('reads a bound the way Postgres prints it (the parser is not vacuous)', () => {
    expect(factsOf('t', 'c', `CHECK (((length(btrim(title)) >= 1) AND (length(btrim(title)) <= 200)))`)).toEqual([
      { table: 't', column: 'title', constraint: 'c', kind: 'length', min: 1, max: 200 },
    ]);
    expect(factsOf('t', 'c', `CHECK (((fee >= 0) AND (fee <= '10000000000'::bigint)))`)).toEqual([
      { table: 't', column: 'fee', constraint: 'c', kind: 'range', min: 0, max: 10_000_000_000 },
    ]);
    expect(factsOf('t', 'c', `CHECK ((jsonb_array_length(images) <= 6))`)).toEqual([]);
  });
});

describe('page content limits', () => {
  it('the trigger reads the same table as the admin', async () => {
    const { rows } = await s.db.query<{ page_name: string; path: string; max_length: number }>(
      `select page_name, path, max_length from private.page_content_limits order by page_name, path`,
    );
    const inSchema: Record<string, Record<string, number>> = {};
    for (const r of rows) (inSchema[r.page_name] ??= {})[r.path] = r.max_length;
    expect(PAGE_CONTENT_LIMITS).toEqual(inSchema);
  });

  it('the seeded pages are within their limits', async () => {
    const { rows } = await s.db.query<{ page_name: string; over: unknown }>(
      `select page_name, (select to_jsonb(o) from private.page_content_over_limit(page_name, content) o) as over
       from public.page_content`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.over, r.page_name).toBeNull();
  });

  const save = (page: string, patch: Record<string, unknown>) =>
    attempt(s.db, actors.admin, `update public.page_content set content = content || $2::jsonb where page_name = $1`, [
      page,
      JSON.stringify(patch),
    ]);

  it('refuses a hero title over 120 characters, naming the field', async () => {
    expect(await save('home', { hero: { title: 'x'.repeat(120), subtitle: '', backgroundImage: '' } })).toMatchObject({
      ok: true,
    });
    const out = await save('home', { hero: { title: 'x'.repeat(5000), subtitle: '', backgroundImage: '' } });
    expect(out).toMatchObject({ ok: false, code: '23514' });
    expect(out.ok ? '' : out.message).toMatch(/page_content_text_length/);
    const detail = await s.db
      .query(
        `update public.page_content set content = jsonb_set(content, '{hero,title}', to_jsonb(repeat('x', 121))) where page_name = 'home'`,
      )
      .then(
        () => '',
        (e: { detail?: string }) => e.detail ?? '',
      );
    expect(detail).toBe('Field hero.title has 121 characters; at most 120.');
  });

  it('counts characters, not bytes: 120 emoji fit a 120-character title', async () => {
    expect(await save('home', { hero: { title: '🕋'.repeat(120), subtitle: '', backgroundImage: '' } })).toMatchObject({
      ok: true,
    });
  });

  it('checks every item of a list', async () => {
    const stats = [
      { value: '1', label: 'a' },
      { value: '2', label: 'b'.repeat(61) },
    ];
    const out = await save('home', { stats });
    expect(out).toMatchObject({ ok: false, code: '23514' });
  });

  it('refuses an over-long privacy body and site name, accepts them at the limit', async () => {
    await s.db.query(
      `insert into public.page_content (page_name, content) values ('privacy', '{}') on conflict (page_name) do nothing`,
    );
    expect(await save('privacy', { body: 'x'.repeat(20_000) })).toMatchObject({ ok: true });
    expect(await save('privacy', { body: 'x'.repeat(20_001) })).toMatchObject({ ok: false, code: '23514' });
    expect(await save('site-settings', { siteName: 'x'.repeat(101) })).toMatchObject({ ok: false, code: '23514' });
  });
});
