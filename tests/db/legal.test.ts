import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, insertSql, rowsOf, type Actors } from './helpers.ts';

/**
 * Legalitas (page_content 'legal') and the official accounts (public.bank_accounts):
 * supabase/migrations/20261128003000_legal_and_bank_accounts.sql.
 */
let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const CHECK = '23514';
const COMPANY = 'PT Baitullah Tour dan Travel';

const { cases } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'account-holders.json'), 'utf8'),
) as { cases: { holder: string; company: string; matches: boolean }[] };

const account = (row: Record<string, unknown>) => {
  const { sql, params } = insertSql('public.bank_accounts', {
    bank_name: 'Bank Uji',
    account_number: '1234567890',
    holder: COMPANY,
    ...row,
  });
  return attempt(s.db, actors.admin, sql, params);
};

describe('private.account_holder_matches agrees with tests/fixtures/account-holders.json', () => {
  it.each(cases)('$holder / $company', async (c) => {
    const { rows } = await s.db.query<{ m: boolean }>(`select private.account_holder_matches($1, $2) as m`, [
      c.holder,
      c.company,
    ]);
    expect(rows[0]!.m).toBe(c.matches);
  });
});

describe('bank_accounts', () => {
  it('accepts an account held by the company, spelt as the bank prints it', async () => {
    expect(
      rowsOf(await account({ holder: 'PT. BAITULLAH TOUR DAN TRAVEL', account_number: '712-345 6789' })),
    ).toHaveLength(1);
  });

  it('refuses an account held by anyone else, named so the admin puts it beside the holder', async () => {
    const out = await account({ holder: 'H. Ahmad Fauzi' });
    expect(out).toMatchObject({
      ok: false,
      code: CHECK,
      message: expect.stringContaining('bank_accounts_holder_company'),
    });
  });

  it('refuses every account while Legalitas names no company', async () => {
    const { sql, params } = insertSql('public.bank_accounts', {
      bank_name: 'B',
      account_number: '12345',
      holder: COMPANY,
    });
    const out = await attempt(s.db, actors.admin, sql, params, {
      setup: `update public.page_content set content = content - 'companyName' where page_name = 'legal'`,
    });
    expect(out).toMatchObject({ ok: false, code: CHECK });
  });

  it.each([
    ['too few digits', '1234'],
    ['letters', '12345abc'],
    ['too many digits', '1'.repeat(21)],
  ])('refuses an account number with %s', async (_, number) => {
    const out = await account({ account_number: number });
    expect(out).toMatchObject({
      ok: false,
      code: CHECK,
      message: expect.stringContaining('bank_accounts_account_number'),
    });
  });

  it('refuses a blank bank name', async () => {
    expect(await account({ bank_name: '  ' })).toMatchObject({ ok: false, code: CHECK });
  });

  it('a changed account requests a site rebuild', async () => {
    await s.db.exec(`delete from public.site_builds`);
    await attempt(s.db, actors.admin, `update public.bank_accounts set position = position where true`, [], {
      commit: true,
    });
    const reasons = (await s.db.query<{ reason: string }>(`select reason from public.site_builds`)).rows.map(
      (r) => r.reason,
    );
    expect(reasons).toEqual(['bank_accounts update']);
  });

  it('refuses an update over a version changed since it was loaded', async () => {
    const out = await attempt(
      s.db,
      actors.admin,
      `update public.bank_accounts set bank_name = 'X', updated_at = '2000-01-01' where position = 1`,
    );
    expect(out).toMatchObject({ ok: false, code: 'PT409' });
  });
});

describe("page_content 'legal'", () => {
  it('holds the licences; site-settings no longer does', async () => {
    const { rows } = await s.db.query<{ page_name: string; content: Record<string, unknown> }>(
      `select page_name, content from public.page_content where page_name in ('legal', 'site-settings')`,
    );
    const by = Object.fromEntries(rows.map((r) => [r.page_name, r.content]));
    expect(by.legal).toMatchObject({ ppiuNumber: expect.any(String), companyName: COMPANY });
    expect(by['site-settings']).not.toHaveProperty('ppiuNumber');
  });

  it('refuses a field over its limit, naming the field', async () => {
    const out = await attempt(
      s.db,
      actors.admin,
      `update public.page_content set content = jsonb_set(content, '{nib}', to_jsonb(repeat('1', 21))) where page_name = 'legal'`,
    );
    expect(out).toMatchObject({ ok: false, code: CHECK });
    expect(out.ok ? '' : out.message).toContain('page_content_text_length');
  });
});
