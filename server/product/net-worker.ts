import type { PGlite } from '@electric-sql/pglite';

interface QueuedRequest {
  id: number;
  method: string;
  url: string;
  headers: Record<string, string> | null;
  body: string | null;
  timeout_milliseconds: number;
}

/**
 * The local stand-in for pg_net's background worker: takes what net.http_post()
 * queued in net.http_request_queue, sends it, and records the outcome in
 * net._http_response, as pg_net does. Woken by net.wake() (NOTIFY pg_net_wake),
 * with a slow poll as a safety net.
 */
export class NetWorker {
  private readonly db: PGlite;
  private readonly log: (line: string) => void;
  private unlisten: (() => Promise<void>) | null = null;
  private poll: NodeJS.Timeout | null = null;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(db: PGlite, log: (line: string) => void) {
    this.db = db;
    this.log = log;
  }

  async start(): Promise<void> {
    this.unlisten = await this.db.listen('pg_net_wake', () => void this.wake());
    this.poll = setInterval(() => void this.wake(), 1000);
    this.poll.unref();
    void this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    await this.unlisten?.();
    await this.draining;
  }

  /** Sends everything queued; resolves when the queue was empty once. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      do {
        this.again = false;
        await this.drainOnce();
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async drainOnce(): Promise<void> {
    const { rows } = await this.db.query<QueuedRequest>(
      `delete from net.http_request_queue
        where id in (select id from net.http_request_queue order by id limit 20)
        returning id, method, url, headers, convert_from(body, 'UTF8') as body, timeout_milliseconds`,
    );
    for (const r of rows.sort((a, b) => Number(a.id) - Number(b.id))) await this.send(r);
    if (rows.length === 20) this.again = true;
  }

  private async send(r: QueuedRequest): Promise<void> {
    let status: number | null = null;
    let contentType: string | null = null;
    let headers: Record<string, string> | null = null;
    let content: string | null = null;
    let timedOut = false;
    let error: string | null = null;
    try {
      const res = await fetch(r.url, {
        method: r.method.toUpperCase(),
        headers: r.headers ?? {},
        body: r.method.toUpperCase() === 'GET' ? undefined : (r.body ?? undefined),
        signal: AbortSignal.timeout(r.timeout_milliseconds),
      });
      status = res.status;
      contentType = res.headers.get('content-type');
      headers = Object.fromEntries(res.headers);
      content = (await res.text()).slice(0, 100_000);
    } catch (e) {
      const err = e as Error;
      timedOut = err.name === 'TimeoutError';
      error = timedOut
        ? `Timeout of ${r.timeout_milliseconds} ms reached`
        : (err.cause as Error | undefined)?.message || err.message;
      this.log(`[net] ${r.method} ${r.url.replace(/\?.*/, '')} gagal: ${error}`);
    }
    await this.db.query(
      `insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [r.id, status, contentType, headers ? JSON.stringify(headers) : null, content, timedOut, error],
    );
  }
}
