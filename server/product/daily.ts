import type { PGlite } from '@electric-sql/pglite';

/** 00:05 in Asia/Jakarta (UTC+7 all year) is 17:05 UTC; the hosted pg_cron job uses the same time. */
const DAILY_UTC_MINUTE = 17 * 60 + 5;
const DAY_MS = 86_400_000;

/** Milliseconds from `now` to the next 00:05 Asia/Jakarta. */
export function msUntilDailyRebuild(now: number): number {
  const sinceMidnightUtc = now % DAY_MS;
  const wait = (DAILY_UTC_MINUTE * 60_000 - sinceMidnightUtc + DAY_MS) % DAY_MS;
  return wait === 0 ? DAY_MS : wait;
}

/**
 * The local half of the daily rebuild (date-driven content: past departures, "berangkat dalam N
 * hari"): at 00:05 Asia/Jakarta it calls the same function as the hosted pg_cron job.
 */
export function scheduleDailyRebuild(db: PGlite, log: (line: string) => void, now: () => number = Date.now) {
  let timer: NodeJS.Timeout | null = null;
  const arm = () => {
    timer = setTimeout(async () => {
      try {
        await db.query(`select private.request_daily_site_build()`);
      } catch (e) {
        log(`[publish] build harian gagal diminta: ${(e as Error).message}`);
      }
      // Content history older than 12 months goes (hosted: the pg_cron job 'content-history-retention').
      try {
        await db.query(`select private.purge_old_content_history()`);
      } catch (e) {
        log(`[riwayat] penghapusan riwayat lama gagal: ${(e as Error).message}`);
      }
      // Inquiries older than 12 months go (hosted: the pg_cron job 'inquiries-retention').
      try {
        await db.query(`select private.purge_old_inquiries()`);
      } catch (e) {
        log(`[prospek] penghapusan prospek lama gagal: ${(e as Error).message}`);
      }
      arm();
    }, msUntilDailyRebuild(now()));
    timer.unref();
  };
  arm();
  return {
    cancel() {
      if (timer) clearTimeout(timer);
    },
  };
}
