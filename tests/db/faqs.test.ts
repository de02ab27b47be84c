import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { attempt, bootWithActors, insertSql, rowsOf, type Actors } from './helpers.ts';

// FAQ, site-wide (package_id null) or per package
// (supabase/migrations/20261123007000_faqs.sql).

let s: LocalSupabase;
let actors: Actors;
beforeAll(async () => ({ s, actors } = await bootWithActors()));
afterAll(async () => s?.close());

const CHECK = '23514';
const DENIED = '42501';

const packageId = async (slug: string) =>
  (await s.db.query<{ id: string }>(`select id from public.packages where slug = $1`, [slug])).rows[0].id;
const draftPackageId = async () =>
  (await s.db.query<{ id: string }>(`select id from public.packages where status = 'draft' limit 1`)).rows[0].id;

function tryInsert(row: Record<string, unknown>, claims = actors.admin, commit = false) {
  const { sql, params } = insertSql('public.faqs', row);
  return attempt(s.db, claims, sql, params, { commit });
}

const questions = async (claims = actors.anon) =>
  rowsOf<{ question: string }>(await attempt(s.db, claims, `select question from public.faqs order by question`)).map(
    (r) => r.question,
  );

describe('seed', () => {
  it('has 6 to 8 active site-wide FAQs in order and two for some active packages', async () => {
    const site = (
      await s.db.query<{ question: string; position: number }>(
        `select question, position from public.faqs where package_id is null and is_active order by position`,
      )
    ).rows;
    expect(site.length).toBeGreaterThanOrEqual(6);
    expect(site.length).toBeLessThanOrEqual(8);
    expect(site.some((r) => /meningitis/i.test(r.question))).toBe(true);
    const perPackage = (
      await s.db.query<{ slug: string; n: number }>(
        `select p.slug, count(*)::int as n from public.faqs f join public.packages p on p.id = f.package_id
         where p.status = 'active' group by p.slug order by p.slug`,
      )
    ).rows;
    expect(perPackage.length).toBeGreaterThanOrEqual(1);
    for (const r of perPackage) expect(r.n).toBe(2);
  });
});

describe('constraints', () => {
  it('accepts a question of 1–300 and an answer of 1–3000 characters', async () => {
    const out = await tryInsert({ question: 'Q'.repeat(300), answer: 'A'.repeat(3000) });
    expect(rowsOf(out)[0]).toMatchObject({ package_id: null, position: 0, is_active: true });
  });

  it.each([
    ['an empty question', { question: '   ', answer: 'Jawaban' }],
    ['a question over 300 characters', { question: 'Q'.repeat(301), answer: 'Jawaban' }],
    ['an empty answer', { question: 'Pertanyaan?', answer: '' }],
    ['an answer over 3000 characters', { question: 'Pertanyaan?', answer: 'A'.repeat(3001) }],
  ])('refuses %s', async (_, row) => {
    const out = await tryInsert(row);
    expect(out.ok ? 'ok' : out.code).toBe(CHECK);
  });

  it('refuses a missing question, answer, position or switch', async () => {
    for (const row of [
      { answer: 'A' },
      { question: 'Q' },
      { question: 'Q', answer: 'A', position: null },
      { question: 'Q', answer: 'A', is_active: null },
    ]) {
      const out = await tryInsert(row);
      expect(out.ok ? 'ok' : out.code).toBe('23502');
    }
  });

  it('refuses an unknown package', async () => {
    const unknown = await tryInsert({ package_id: '00000000-0000-0000-0000-000000000000', question: 'Q', answer: 'A' });
    expect(unknown.ok ? 'ok' : unknown.code).toBe('23503');
  });

  it('deletes the FAQs of a deleted package (cascade)', async () => {
    const id = await packageId('umroh-hemat-9-hari');
    await s.db.exec('begin');
    try {
      await s.db.query(`delete from public.packages where id = $1`, [id]);
      const left = (
        await s.db.query<{ n: number }>(`select count(*)::int as n from public.faqs where package_id = $1`, [id])
      ).rows[0].n;
      expect(left).toBe(0);
    } finally {
      await s.db.exec('rollback');
    }
  });

  it('touches updated_at on change', async () => {
    const out = await attempt(
      s.db,
      actors.admin,
      `update public.faqs set created_at = created_at where package_id is null
       returning updated_at = now() as touched`,
    );
    const rows = rowsOf<{ touched: boolean }>(out);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.touched)).toBe(true);
  });
});

const hidden = (draft: string) =>
  `insert into public.faqs (question, answer, is_active) values ('Rahasia tersembunyi', 'x', false);
   insert into public.faqs (package_id, question, answer) values ('${draft}', 'Rahasia draf', 'x');`;

describe('visitors (anon and signed-in non-administrators)', () => {
  it('read active site-wide FAQs and those of active packages', async () => {
    const visible = await questions();
    const expected = (
      await s.db.query<{ question: string }>(
        `select f.question from public.faqs f left join public.packages p on p.id = f.package_id
         where f.is_active and (f.package_id is null or p.status = 'active') order by f.question`,
      )
    ).rows.map((r) => r.question);
    expect(visible).toEqual(expected);
    expect(visible.length).toBeGreaterThan(8);
    expect(await questions(actors.user)).toEqual(expected);
  });

  it('do not see a hidden FAQ nor one of a draft package', async () => {
    const draft = await draftPackageId();
    for (const who of [actors.anon, actors.user]) {
      const out = await attempt(
        s.db,
        who,
        `select count(*)::int as n from public.faqs where question like 'Rahasia%'`,
        [],
        {
          setup: hidden(draft),
        },
      );
      expect(rowsOf<{ n: number }>(out)).toEqual([{ n: 0 }]);
    }
    const admin = await attempt(
      s.db,
      actors.admin,
      `select count(*)::int as n from public.faqs where question like 'Rahasia%'`,
      [],
      {
        setup: hidden(draft),
      },
    );
    expect(rowsOf<{ n: number }>(admin)).toEqual([{ n: 2 }]);
  });

  it('cannot add, change or delete FAQs', async () => {
    for (const who of [actors.anon, actors.user]) {
      const add = await tryInsert({ question: 'Q', answer: 'A' }, who);
      expect(add.ok ? 'ok' : add.code).toBe(DENIED);
      for (const sql of [`update public.faqs set question = 'X' where true`, `delete from public.faqs where true`]) {
        const out = await attempt(s.db, who, sql);
        expect(out.ok ? 'ok' : out.code).toBe(DENIED);
      }
    }
  });
});

describe('the administrator', () => {
  it('adds, changes and deletes FAQs', async () => {
    const added = rowsOf<{ id: string }>(
      await tryInsert({ question: 'Baru?', answer: 'Ya.', position: 9 }, actors.admin, true),
    );
    const id = added[0].id;
    const changed = await attempt(s.db, actors.admin, `update public.faqs set is_active = false where id = $1`, [id], {
      commit: true,
    });
    expect(changed.ok && changed.affected).toBe(1);
    expect(await questions()).not.toContain('Baru?');
    const deleted = await attempt(s.db, actors.admin, `delete from public.faqs where id = $1`, [id], { commit: true });
    expect(deleted.ok && deleted.affected).toBe(1);
  });
});

describe('publishing', () => {
  it('a changed FAQ requests a site rebuild', async () => {
    await s.db.exec(`delete from public.site_builds`);
    await attempt(s.db, actors.admin, `update public.faqs set position = position where package_id is null`, [], {
      commit: true,
    });
    const reasons = (await s.db.query<{ reason: string }>(`select reason from public.site_builds`)).rows.map(
      (r) => r.reason,
    );
    expect(reasons).toEqual(['faqs update']);
  });
});
