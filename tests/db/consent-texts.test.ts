import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { bootDatabase } from './helpers.ts';

/**
 * The consent sentence and its version are one row: each stored inquiry records the version of the newest
 * sentence, and a new sentence requests a rebuild so the form shows it.
 */
let s: LocalSupabase;
beforeAll(async () => {
  s = await bootDatabase();
});
afterAll(async () => {
  await s?.close();
});

async function submit(name: string, whatsapp: string): Promise<string> {
  await s.db.query(`select set_config('request.headers', '{}', false)`);
  const { rows } = await s.db.query<{ result: { ok: boolean } }>(
    `select public.submit_inquiry(name => $1, whatsapp => $2, consent => true) as result`,
    [name, whatsapp],
  );
  expect(rows[0].result).toEqual({ ok: true });
  const stored = await s.db.query<{ consent_text_version: string }>(
    `select consent_text_version from public.inquiries where name = $1`,
    [name],
  );
  return stored.rows[0].consent_text_version;
}

describe('consent texts', () => {
  it('records the version of the sentence the form shows', async () => {
    const { rows } = await s.db.query<{ version: string; body: string }>(
      `select version, body from public.consent_texts order by published_at desc limit 1`,
    );
    expect(rows[0].version).toBe('2026-11-v1');
    expect(rows[0].body).toMatch(/^Saya setuju data di atas disimpan/);
    expect(await submit('Persetujuan Satu', '081234500001')).toBe('2026-11-v1');
  });

  it('a new sentence requests a rebuild, and inquiries from then on record its version', async () => {
    const before = await s.db.query<{ n: number }>(`select count(*)::int as n from public.site_builds`);
    const pending = await s.db.query<{ reason: string }>(
      `select reason from public.site_builds where status = 'requested'`,
    );
    await s.db.exec(`insert into public.consent_texts (version, body)
                     values ('2026-12-v2', 'Saya setuju dihubungi via WhatsApp mengenai permintaan ini saja.')`);
    const after = await s.db.query<{ reason: string }>(
      `select reason from public.site_builds where status = 'requested'`,
    );
    expect(after.rows.map((r) => r.reason).join()).toContain('consent_texts insert');
    expect((await s.db.query<{ n: number }>(`select count(*)::int as n from public.site_builds`)).rows[0].n).toBe(
      before.rows[0].n + (pending.rows.length ? 0 : 1),
    );
    expect(await submit('Persetujuan Dua', '081234500002')).toBe('2026-12-v2');
  });

  it('no path stores an inquiry under a version nobody can show', async () => {
    await s.db.exec(`insert into public.inquiries (name, whatsapp, consent, consent_text_version)
                     values ('Persetujuan Tiga', '6281234500003', true, 'dikarang')`);
    const { rows } = await s.db.query<{ v: string }>(
      `select consent_text_version as v from public.inquiries where name = 'Persetujuan Tiga'`,
    );
    expect(rows[0].v).toBe('2026-12-v2');
  });
});
