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
