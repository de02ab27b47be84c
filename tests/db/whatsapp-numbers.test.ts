import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

/**
 * private.normalize_whatsapp (supabase/migrations/20261125008000_whatsapp_e164.sql) runs the table of cases
 * normalizeWhatsapp (domain/phone.ts) runs: international with '+' or '00', Indonesian without. Where the
 * table marks "sql", the browser refuses a well-shaped number its country does not use for mobiles, and the
 * database, which checks the shape only, stores it.
 */
let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());
beforeEach(async () => {
  await s.db.exec(`delete from public.inquiries where true; delete from private.inquiry_senders where true`);
});

interface Case {
  typed: string;
  stored: string | null;
  sql?: string;
}
const { cases } = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', 'whatsapp-numbers.json'), 'utf8'),
) as { cases: Case[] };

const submit = (whatsapp: string) =>
  attempt(
    s.db,
    actors.anon,
    `select public.submit_inquiry(name => 'Siti', whatsapp => $1, pax => 1, consent => true) as result`,
    [whatsapp],
    { commit: true },
  );

describe('private.normalize_whatsapp agrees with tests/fixtures/whatsapp-numbers.json', () => {
  it.each(cases)('$typed', async (c) => {
    const { rows } = await s.db.query<{ n: string | null }>(`select private.normalize_whatsapp($1) as n`, [c.typed]);
    expect(rows[0].n).toBe(c.sql ?? c.stored);
  });

  it('stores what the site sends (+ and the E.164 digits it read) as those digits', async () => {
    for (const c of cases.filter((c) => c.stored)) {
      const { rows } = await s.db.query<{ n: string | null }>(`select private.normalize_whatsapp($1) as n`, [
        `+${c.stored}`,
      ]);
      expect(rows[0].n, c.typed).toBe(c.stored);
    }
  });
});

describe('submit_inquiry with numbers from abroad', () => {
  it('stores +852 9123 4567 as 85291234567, not as an Indonesian number', async () => {
    expect(rowsOf(await submit('+852 9123 4567'))[0]).toEqual({ result: { ok: true } });
    expect(rowsOf(await submit('+85291234567'))[0]).toEqual({ result: { ok: true } });
    const { rows } = await s.db.query<{ whatsapp: string }>(`select whatsapp from public.inquiries`);
    expect(rows.map((r) => r.whatsapp)).toEqual(['85291234567', '85291234567']);
  });

  it('refuses an Indonesian landline with the sentence the form shows', async () => {
    const out = await submit('+62 21 3190 4545');
    expect(out.ok ? 'ok' : [out.code, out.message]).toEqual([
      'P0001',
      'Nomor WhatsApp tidak valid. Contoh: 0812-3456-7890 atau +852 9123 4567',
    ]);
  });

  it('the table itself holds only the stored shape, whoever writes it', async () => {
    for (const [whatsapp, ok] of [
      ['85291234567', true],
      ['6281234567890', true],
      ['622131904545', false],
      ['+85291234567', false],
      ['0812345678', false],
      ['1234567890123456', false],
    ] as const) {
      const code = await s.db
        .query(
          `insert into public.inquiries (name, whatsapp, consent, consent_text_version) values ('A', $1, true, 'x')`,
          [whatsapp],
        )
        .then(
          () => 'ok',
          (e: { code?: string }) => e.code,
        );
      expect(code, whatsapp).toBe(ok ? 'ok' : '23514');
    }
  });
});
