import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { LOST_REASONS } from '../../admin/src/inquiries/model.ts';
import { attempt, bootWithActors, rowsOf, type Actors } from './helpers.ts';

// Following an inquiry up (supabase/migrations/20261129003000_inquiry_follow_up.sql): statuses, the reason of a
// "no", the next-contact day, the timeline and the person's other inquiries.

let s: LocalSupabase;
let actors: Actors;
let n = 0;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());
beforeEach(async () => s.db.exec('delete from public.inquiries'));

async function inquiry(whatsapp = `6281234${String(++n).padStart(5, '0')}`): Promise<string> {
  const { rows } = await s.db.query<{ id: string }>(
    `insert into public.inquiries (name, whatsapp, consent, consent_text_version) values ('Siti', $1, true, 'v')
     returning id`,
    [whatsapp],
  );
  return rows[0]!.id;
}

const update = (id: string, set: string, params: unknown[] = []) =>
  attempt(
    s.db,
    actors.admin,
    `update public.inquiries set ${set} where id = $1 returning status, lost_reason`,
    [id, ...params],
    { commit: true },
  );

const events = async (id: string) =>
  (
    await s.db.query<Record<string, unknown>>(
      `select kind, actor, from_status, to_status, lost_reason, next_contact_on::text, note
         from public.inquiry_events where inquiry_id = $1 order by id`,
      [id],
    )
  ).rows;

describe('statuses', () => {
  it('are the five of the follow-up; the old ones are refused', async () => {
    const id = await inquiry();
    for (const st of ['dihubungi', 'tertarik', 'closing', 'baru'])
      expect((await update(id, `status = '${st}'`)).ok).toBe(true);
    for (const st of ['terdaftar', 'batal'])
      expect(await update(id, `status = '${st}'`)).toMatchObject({ ok: false, code: '23514' });
  });

  it('"Tidak lanjut" needs a reason from the admin’s list, and leaving it drops the reason', async () => {
    const id = await inquiry();
    expect(await update(id, `status = 'tidak_lanjut'`)).toMatchObject({ ok: false, code: '23514' });
    expect(await update(id, `status = 'tidak_lanjut', lost_reason = 'mahal'`)).toMatchObject({
      ok: false,
      code: '23514',
    });
    for (const reason of Object.keys(LOST_REASONS)) {
      expect(rowsOf(await update(id, `status = 'tidak_lanjut', lost_reason = $2`, [reason]))).toEqual([
        { status: 'tidak_lanjut', lost_reason: reason },
      ]);
    }
    expect(rowsOf(await update(id, `status = 'tertarik'`))).toEqual([{ status: 'tertarik', lost_reason: null }]);
  });
});

describe('the timeline', () => {
  it('records each status and next-contact change with the administrator and the time, and notes', async () => {
    const id = await inquiry();
    rowsOf(await update(id, `status = 'dihubungi', next_contact_on = '2026-12-03'`));
    rowsOf(await update(id, `status = 'tidak_lanjut', lost_reason = 'harga', next_contact_on = null`));
    rowsOf(await update(id, `notes = 'tidak dicatat di riwayat'`));
    const note = await attempt(s.db, actors.admin, `select (public.add_inquiry_note($1, 'Minta brosur')).note`, [id], {
      commit: true,
    });
    expect(rowsOf(note)).toEqual([{ note: 'Minta brosur' }]);
    const email = (
      await s.db.query<{ email: string }>(`select email from auth.users where id = $1`, [actors.ids.admin])
    ).rows[0]!.email;
    expect(await events(id)).toEqual([
      {
        kind: 'status',
        actor: email,
        from_status: 'baru',
        to_status: 'dihubungi',
        lost_reason: null,
        next_contact_on: null,
        note: null,
      },
      {
        kind: 'next_contact',
        actor: email,
        from_status: null,
        to_status: null,
        lost_reason: null,
        next_contact_on: '2026-12-03',
        note: null,
      },
      {
        kind: 'status',
        actor: email,
        from_status: 'dihubungi',
        to_status: 'tidak_lanjut',
        lost_reason: 'harga',
        next_contact_on: null,
        note: null,
      },
      {
        kind: 'next_contact',
        actor: email,
        from_status: null,
        to_status: null,
        lost_reason: null,
        next_contact_on: null,
        note: null,
      },
      {
        kind: 'note',
        actor: email,
        from_status: null,
        to_status: null,
        lost_reason: null,
        next_contact_on: null,
        note: 'Minta brosur',
      },
    ]);
  });

  it('only the administrator reads it and adds notes; an empty note is refused', async () => {
    const id = await inquiry();
    for (const who of [actors.anon, actors.user, actors.adminMfaAal1]) {
      expect(await attempt(s.db, who, `select public.add_inquiry_note($1, 'x')`, [id])).toMatchObject({
        ok: false,
        code: '42501',
      });
    }
    expect(await attempt(s.db, actors.anon, `select * from public.inquiry_events`)).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(rowsOf(await attempt(s.db, actors.user, `select * from public.inquiry_events`))).toEqual([]);
    const empty = await attempt(s.db, actors.admin, `select public.add_inquiry_note($1, '   ')`, [id]);
    expect(empty).toMatchObject({ ok: false, code: '22023' });
    expect(!empty.ok && empty.message).toBe('Tulis catatannya dulu');
  });

  it('goes with its inquiry when the inquiry is erased', async () => {
    const id = await inquiry();
    rowsOf(await update(id, `status = 'dihubungi'`));
    await s.db.query(`delete from public.inquiries where id = $1`, [id]);
    expect(await events(id)).toEqual([]);
  });
});

it('the list counts the inquiries of one number, whatever the filter', async () => {
  const a = await inquiry('6281299990001');
  await inquiry('6281299990001');
  await inquiry('6281299990002');
  rowsOf(await update(a, `status = 'tertarik'`));
  const rows = rowsOf<{ whatsapp: string; same_number_count: number }>(
    await attempt(
      s.db,
      actors.admin,
      `select whatsapp, same_number_count::int from public.inquiry_overview where status = 'tertarik'`,
    ),
  );
  expect(rows).toEqual([{ whatsapp: '6281299990001', same_number_count: 2 }]);
});
