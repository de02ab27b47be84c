import type { PGlite } from '@electric-sql/pglite';
import type { SiteBuilder } from './site-builder.ts';

/**
 * Local half of the publishing pipeline: content triggers record a request
 * in public.site_builds and NOTIFY `site_build`; this listener debounces the
 * notifications and asks the builder for a build. Each build claims every
 * pending request when it starts and records the outcome on them.
 */
export class Publisher {
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly db: PGlite;
  private readonly builder: SiteBuilder;
  private readonly debounceMs: number;

  constructor(db: PGlite, builder: SiteBuilder, debounceMs: number) {
    this.db = db;
    this.builder = builder;
    this.debounceMs = debounceMs;
  }

  async start(): Promise<void> {
    this.unlisten = await this.db.listen('site_build', () => this.schedule());
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    await this.unlisten?.();
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.builder.request();
    }, this.debounceMs);
  }

  /** Marks the pending requests as building; returns their ids. */
  static async claim(db: PGlite): Promise<number[]> {
    const res = await db.query<{ id: number }>(
      `update public.site_builds set status = 'building', started_at = now() where status = 'requested' returning id`,
    );
    return res.rows.map((r) => Number(r.id));
  }

  static async finish(db: PGlite, ids: number[], ok: boolean, error: string | null): Promise<void> {
    if (ids.length === 0) {
      // A build nobody asked for through the database (the start-up build) is still history worth showing.
      await db.query(
        `insert into public.site_builds (reason, status, started_at, finished_at, error) values ('start', $1, now(), now(), $2)`,
        [ok ? 'published' : 'failed', error],
      );
      return;
    }
    await db.query(
      `update public.site_builds set status = $1, finished_at = now(), error = $2 where id = any($3::bigint[])`,
      [ok ? 'published' : 'failed', error, ids],
    );
  }
}
