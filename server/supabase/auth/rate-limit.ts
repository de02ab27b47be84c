/** Milliseconds since the epoch; injected by tests (config `rateLimit.clock`). */
type Clock = () => number;

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
 * Kept in memory: a restart forgets every key, which is acceptable for a
 * single local server.
 */
export class FailureBackoff {
  private readonly entries = new Map<string, BackoffEntry>();
  private readonly free: number;
  private readonly maxBackoffMs: number;
  private readonly forgetAfterMs: number;
  private readonly clock: Clock;
  private lastSweep = 0;

  constructor(free: number, maxBackoffMs: number, forgetAfterMs: number, clock: Clock = Date.now) {
    this.free = free;
    this.maxBackoffMs = Math.max(1000, maxBackoffMs);
    this.forgetAfterMs = forgetAfterMs;
    this.clock = clock;
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
  retryAfterMs(key: string, now = this.clock()): number {
    if (this.free <= 0) return 0;
    const e = this.entry(key, now);
    if (!e) return 0;
    if (now < e.blockedUntil) return e.blockedUntil - now;
    // Within the free budget, concurrent attempts may run as long as all of them could fail for free.
    if (e.failures + e.inFlight < this.free) return 0;
    // Past it, one attempt at a time: the next one waits for this one's outcome (and its back-off).
    return e.inFlight > 0 ? 1000 : 0;
  }

  /**
   * Admits an attempt; settle it with succeeded() or failed(). Normally called only when
   * retryAfterMs is 0; a caller that admits one during back-off (the sign-in's clean pair)
   * gets a longer back-off if it fails.
   */
  begin(key: string, now = this.clock()): void {
    if (this.free <= 0) return;
    const e = this.entry(key, now) ?? { failures: 0, inFlight: 0, lastFailureAt: now, blockedUntil: 0 };
    e.inFlight++;
    this.entries.set(key, e);
    this.sweep(now);
  }

  failed(key: string, now = this.clock()): void {
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

  /**
   * True when the key has no failure on record and no attempt in flight. A
   * disabled limiter (free budget 0) records nothing, so every key is clean.
   */
  isClean(key: string, now = this.clock()): boolean {
    const e = this.entry(key, now);
    return !e || (e.failures === 0 && e.inFlight === 0);
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
