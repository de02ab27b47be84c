import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { PGlite } from '@electric-sql/pglite';
import { SignJWT } from 'jose';
import { notLocalReason } from '../supabase/http/local-only.ts';
import { FUNCTION_NAME } from '../../supabase/functions/netlify-deploy/handler.ts';
import type { SiteBuilder } from './site-builder.ts';

export const BUILD_HOOK_PATH = '/_local/build-hook';
/** The longest a request waits for quiet before its build starts anyway (continuous editing). */
const MAX_WAIT_MS = 10_000;
/** Reasons that build even with AUTO_PUBLISH=false: the start-up build, "Terbitkan ulang", the daily rebuild. */
const ALWAYS_BUILD = /\b(start|manual|daily)\b/;

interface LocalNetlifyOptions {
  db: PGlite;
  builder: SiteBuilder;
  log: (line: string) => void;
  /** Quiet period after the last hook call before the build starts (ms). */
  debounceMs: number;
  /** false: content-change requests are answered "failed: automatic publishing is off". */
  autoPublish: boolean;
}

/**
 * What Netlify does for a hosted project, done by the local server: a build
 * hook endpoint that the database's own sender (private.dispatch_site_build
 * via net.http_post) calls, a builder, and deploy notifications signed like
 * Netlify's and sent to the same Edge Function handler at /functions/v1/.
 */
export class LocalNetlify {
  private readonly opts: LocalNetlifyOptions;
  /** Titles (trigger_title) of the hook calls not yet taken by a build. */
  private pending: string[] = [];
  private timer: NodeJS.Timeout | null = null;
  private firstPendingAt = 0;
  private baseUrl = '';
  private stopped = false;
  private reports: Promise<unknown>[] = [];

  constructor(opts: LocalNetlifyOptions) {
    this.opts = opts;
  }

  /** POST /_local/build-hook, called by the database's sender (net.http_post) like Netlify's build hook. */
  handleHook(c: Context, siteUrl: string): Response {
    const refused = notLocalReason(c, siteUrl);
    if (refused) return c.json({ message: `The build hook is ${refused}` }, 403);
    if (this.stopped) return c.json({ message: 'Server is stopping' }, 503);
    this.hook(c.req.query('trigger_title') ?? 'site_build');
    return c.body(null, 200);
  }

  /**
   * Points the database at this server: the build hook URL and a fresh webhook secret go into
   * Vault, as the operator does on hosted Supabase. The next request (the start-up one) sends
   * whatever was queued before.
   */
  async configure(baseUrl: string): Promise<void> {
    this.baseUrl = baseUrl;
    const hook = `${baseUrl.replace('localhost', '127.0.0.1')}${BUILD_HOOK_PATH}`;
    await this.setSecret('netlify_build_hook_url', hook);
    await this.setSecret('netlify_webhook_secret', randomBytes(32).toString('base64url'));
  }

  private async setSecret(name: string, value: string): Promise<void> {
    const { rows } = await this.opts.db.query<{ id: string }>(`select id from vault.secrets where name = $1`, [name]);
    if (rows[0]) await this.opts.db.query(`select vault.update_secret($1, $2)`, [rows[0].id, value]);
    else await this.opts.db.query(`select vault.create_secret($1, $2)`, [value, name]);
  }

  private hook(title: string): void {
    if (!this.opts.autoPublish && !ALWAYS_BUILD.test(title)) {
      this.track(
        this.report({
          state: 'error',
          title,
          error: 'Penerbitan otomatis dimatikan (AUTO_PUBLISH=false). Klik Terbitkan ulang.',
        }),
      );
      return;
    }
    if (this.pending.length === 0) this.firstPendingAt = Date.now();
    this.pending.push(title);
    if (this.timer) clearTimeout(this.timer);
    const wait = Math.max(0, Math.min(this.opts.debounceMs, this.firstPendingAt + MAX_WAIT_MS - Date.now()));
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.opts.builder.request();
    }, wait);
  }

  /** SiteBuilder onStart: the build takes every hook call so far and reports them started. */
  async onBuildStart(): Promise<string[]> {
    const titles = this.pending;
    this.pending = [];
    await Promise.all(titles.map((title) => this.report({ state: 'building', title })));
    return titles;
  }

  /** SiteBuilder onFinish. */
  async onBuildFinish(ok: boolean, error: string | null, titles: string[]): Promise<void> {
    await Promise.all(
      titles.map((title) =>
        this.report(ok ? { state: 'ready', title } : { state: 'error', title, error: error ?? '' }),
      ),
    );
  }

  /** No more hook calls are accepted; waits for reports already on their way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await Promise.allSettled(this.reports);
  }

  private track(p: Promise<unknown>): void {
    this.reports.push(p);
    void p.finally(() => (this.reports = this.reports.filter((x) => x !== p)));
  }

  /** A deploy notification in Netlify's shape and with Netlify's JWS, sent over HTTP to the Edge Function. */
  private async report(event: { state: 'building' | 'ready' | 'error'; title: string; error?: string }): Promise<void> {
    const deploy = {
      id: `local-${Date.now()}`,
      site_id: 'local',
      name: 'local',
      state: event.state,
      title: event.title,
      error_message: event.state === 'error' ? event.error || null : null,
      context: 'production',
      created_at: new Date().toISOString(),
    };
    const body = JSON.stringify(deploy);
    try {
      const { rows } = await this.opts.db.query<{ s: string | null }>(
        `select private.vault_secret('netlify_webhook_secret') as s`,
      );
      const secret = rows[0]?.s;
      if (!secret) throw new Error('no webhook secret in Vault');
      const signature = await new SignJWT({ sha256: createHash('sha256').update(body).digest('hex') })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer('netlify')
        .setIssuedAt()
        .sign(new TextEncoder().encode(secret));
      const res = await fetch(`${this.baseUrl}/functions/v1/${FUNCTION_NAME}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Webhook-Signature': signature },
        body,
      });
      if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    } catch (e) {
      this.opts.log(`[publish] laporan deploy "${event.state}" gagal: ${(e as Error).message}`);
    }
  }
}
