/**
 * Sliding-window counters kept in memory: a restart forgets them, which is
 * acceptable for a single local server. A limit of 0 disables the check.
 */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;
  private lastSweep = 0;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  private recent(key: string, now: number): number[] {
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (list.length > 0) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }

  /** True when another hit would exceed the limit. */
  isExhausted(key: string, now = Date.now()): boolean {
    if (this.limit <= 0) return false;
    return this.recent(key, now).length >= this.limit;
  }

  record(key: string, now = Date.now()): void {
    if (this.limit <= 0) return;
    const list = this.recent(key, now);
    list.push(now);
    this.hits.set(key, list);
    this.sweep(now);
  }

  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Forget idle keys now and then so a flood of distinct keys cannot grow the map for ever. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const key of [...this.hits.keys()]) this.recent(key, now);
  }
}

interface BackoffEntry {
  failures: number;
  /** Attempts admitted and not yet settled: counted as failures until they succeed. */
  inFlight: number;
  lastFailureAt: number;
  blockedUntil: number;
}

/**
 * Failed attempts per key with exponential back-off: the first `free`
 * failures cost nothing, then each further failure closes the key for
 * 1 s, 2 s, 4 s … (at most `maxBackoffMs`). A key is forgotten once it has
 * been quiet for `forgetAfterMs` after its back-off ended. Attempts in
 * flight count as failures, so concurrent guesses cannot slip through
 * before the first one fails. A free budget of 0 disables the check.
 */
export class FailureBackoff {
  private readonly entries = new Map<string, BackoffEntry>();
  private readonly free: number;
  private readonly maxBackoffMs: number;
  private readonly forgetAfterMs: number;
  private lastSweep = 0;

  constructor(free: number, maxBackoffMs: number, forgetAfterMs: number) {
    this.free = free;
    this.maxBackoffMs = Math.max(1000, maxBackoffMs);
    this.forgetAfterMs = forgetAfterMs;
  }

  private entry(key: string, now: number): BackoffEntry | undefined {
    const e = this.entries.get(key);
    if (e && e.inFlight === 0 && now - Math.max(e.lastFailureAt, e.blockedUntil) >= this.forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return e;
  }

  /** Milliseconds until another attempt may be made, 0 when it may be made now. */
  retryAfterMs(key: string, now = Date.now()): number {
    if (this.free <= 0) return 0;
    const e = this.entry(key, now);
    if (!e) return 0;
    if (now < e.blockedUntil) return e.blockedUntil - now;
    // Within the free budget, concurrent attempts may run as long as all of them could fail for free.
    if (e.failures + e.inFlight < this.free) return 0;
    // Past it, one attempt at a time: the next one waits for this one's outcome (and its back-off).
    return e.inFlight > 0 ? 1000 : 0;
  }

  /** Admits an attempt (call only when retryAfterMs is 0); settle it with succeeded() or failed(). */
  begin(key: string, now = Date.now()): void {
    if (this.free <= 0) return;
    const e = this.entry(key, now) ?? { failures: 0, inFlight: 0, lastFailureAt: now, blockedUntil: 0 };
    e.inFlight++;
    this.entries.set(key, e);
    this.sweep(now);
  }

  failed(key: string, now = Date.now()): void {
    const e = this.entries.get(key);
    if (!e) return;
    e.inFlight = Math.max(0, e.inFlight - 1);
    e.failures++;
    e.lastFailureAt = now;
    const over = e.failures - this.free;
    if (over >= 0) {
      const delay = Math.min(this.maxBackoffMs, 1000 * 2 ** Math.min(over, 30));
      e.blockedUntil = Math.max(e.blockedUntil, now + delay);
    }
  }

  /** The attempt was not a failure: the key's failures are kept (or cleared with `reset`). */
  succeeded(key: string, reset: boolean): void {
    const e = this.entries.get(key);
    if (!e) return;
    e.inFlight = Math.max(0, e.inFlight - 1);
    if (reset) this.entries.delete(key);
  }

  /** Forget idle keys now and then so a flood of distinct keys cannot grow the map for ever. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.forgetAfterMs) return;
    this.lastSweep = now;
    for (const key of [...this.entries.keys()]) this.entry(key, now);
  }
}
