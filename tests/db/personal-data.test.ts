import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

// Personal-data requests (UU PDP; supabase/migrations/20261129004000_personal_data_requests.sql): find, export and
// erase what is stored for a WhatsApp number, each logged with the number masked.

let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());
beforeEach(async () => {
  await s.db.exec(`delete from public.inquiries; delete from public.data_requests;
    insert into public.inquiries (name, whatsapp, consent, consent_text_version, message)
    values ('Siti', '6281234567890', true, 'v', 'Pesan satu'), ('Siti A.', '6281234567890', true, 'v', 'Pesan dua'),
           ('Orang Lain', '6281234567891', true, 'v', '');
    update public.inquiries set status = 'dihubungi' where name = 'Siti';`);
});

const log = async () =>
  (await s.db.query(`select kind, masked_whatsapp, inquiries from public.data_requests order by id`)).rows;

describe('personal_data', () => {
  it('finds every inquiry of the number as typed, with its timeline, and logs the request masked', async () => {
    const out = rowsOf<{ d: { whatsapp: string; inquiries: { name: string; timeline: unknown[] }[] } }>(
      await attempt(s.db, actors.admin, `select public.personal_data('0812-3456-7890') as d`, [], { commit: true }),
    )[0]!.d;
    expect(out.whatsapp).toBe('6281234567890');
    // Sent in one statement, so in no particular order here.
    expect(out.inquiries.map((i) => i.name).sort()).toEqual(['Siti', 'Siti A.']);
    expect(out.inquiries.find((i) => i.name === 'Siti')!.timeline).toHaveLength(1);
    expect(await log()).toEqual([{ kind: 'find', masked_whatsapp: '628123***7890', inquiries: 2 }]);
  });

  it('an export is logged as one', async () => {
    rowsOf(
      await attempt(s.db, actors.admin, `select public.personal_data('+6281234567890', 'export')`, [], {
        commit: true,
      }),
    );
    expect(await log()).toEqual([{ kind: 'export', masked_whatsapp: '628123***7890', inquiries: 2 }]);
  });

  it('a number that cannot be read is refused for its field; only the administrator may ask', async () => {
    const bad = await attempt(s.db, actors.admin, `select public.personal_data('0812-abc')`);
    expect(bad).toMatchObject({ ok: false, code: '22023' });
    expect(!bad.ok && bad.message).toContain('Nomor WhatsApp tidak valid');
    for (const who of [actors.anon, actors.user, actors.adminMfaAal1]) {
      for (const sql of [
        `select public.personal_data('081234567890')`,
        `select public.erase_personal_data('081234567890')`,
      ]) {
        const out = await attempt(s.db, who, sql);
        expect(out, sql).toMatchObject({ ok: false, code: '42501' });
      }
    }
    expect(await log()).toEqual([]);
  });
});

describe('erase_personal_data', () => {
  it('erases every inquiry of the number and its timeline, keeps the others, and logs it', async () => {
    const erased = rowsOf<{ n: number }>(
      await attempt(s.db, actors.admin, `select public.erase_personal_data('081234567890') as n`, [], { commit: true }),
    )[0]!.n;
    expect(erased).toBe(2);
    expect((await s.db.query(`select name from public.inquiries`)).rows).toEqual([{ name: 'Orang Lain' }]);
    expect((await s.db.query(`select 1 from public.inquiry_events`)).rows).toEqual([]);
    expect(await log()).toEqual([{ kind: 'erase', masked_whatsapp: '628123***7890', inquiries: 2 }]);
  });
});

it('the log is the administrator’s to read, never to change', async () => {
  rowsOf(await attempt(s.db, actors.admin, `select public.personal_data('081234567890')`, [], { commit: true }));
  expect(rowsOf(await attempt(s.db, actors.admin, `select kind from public.data_requests`))).toEqual([
    { kind: 'find' },
  ]);
  expect(await attempt(s.db, actors.admin, `delete from public.data_requests where true`)).toMatchObject({
    ok: false,
    code: '42501',
  });
  expect(await attempt(s.db, actors.anon, `select * from public.data_requests`)).toMatchObject({
    ok: false,
    code: '42501',
  });
});
