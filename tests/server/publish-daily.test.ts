import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalSupabase } from '../../server/supabase/app.ts';
import { bootLocal } from '../local-supabase.ts';
import { msUntilDailyRebuild, scheduleDailyRebuild } from '../../server/product/daily.ts';

describe('local daily rebuild timer (00:05 Asia/Jakarta)', () => {
  let s: LocalSupabase;
  beforeAll(async () => {
    s = await bootLocal();
    await s.db.exec(`delete from public.site_builds`);
  });
  afterAll(async () => s?.close());

  it('waits until the next 00:05 WIB (17:05 UTC)', () => {
    expect(msUntilDailyRebuild(Date.parse('2026-11-23T17:04:00Z'))).toBe(60_000);
    expect(msUntilDailyRebuild(Date.parse('2026-11-23T17:05:00Z'))).toBe(86_400_000);
    // 00:06 WIB: tomorrow.
    expect(msUntilDailyRebuild(Date.parse('2026-11-23T17:06:00Z'))).toBe(86_400_000 - 60_000);
    // 06:00 WIB (23:00 UTC the day before): 18 h 5 min later.
    expect(msUntilDailyRebuild(Date.parse('2026-11-22T23:00:00Z'))).toBe((18 * 60 + 5) * 60_000);
  });

  it('calls the same request function as the hosted pg_cron job', async () => {
    let fake = Date.parse('2026-11-23T17:04:59.900Z');
    const timer = scheduleDailyRebuild(
      s.db,
      () => {},
      () => {
        const t = fake;
        fake += 86_400_000;
        return t;
      },
    );
    try {
      await new Promise((r) => setTimeout(r, 500));
      const { rows } = await s.db.query<{ reason: string }>(`select reason from public.site_builds`);
      expect(rows).toEqual([{ reason: 'daily' }]);
    } finally {
      timer.cancel();
    }
  });

  it('also deletes inquiries older than 12 months (retention)', async () => {
    await s.db.exec(`
      delete from public.inquiries;
      insert into public.inquiries (name, whatsapp, consent, consent_text_version, created_at) values
        ('Lama', '6281200000001', true, 't', now() - interval '13 months'),
        ('Baru', '6281200000002', true, 't', now())`);
    let fake = Date.parse('2026-11-23T17:04:59.900Z');
    const timer = scheduleDailyRebuild(
      s.db,
      () => {},
      () => {
        const t = fake;
        fake += 86_400_000;
        return t;
      },
    );
    try {
      await new Promise((r) => setTimeout(r, 500));
      const { rows } = await s.db.query<{ name: string }>(`select name from public.inquiries`);
      expect(rows).toEqual([{ name: 'Baru' }]);
    } finally {
      timer.cancel();
    }
  });
});
