/**
 * A fixed-window counter per key, kept in memory. Used for sign-in attempts (per IP and per login);
 * one instance per server process, which is enough for a single instance (see docs/decisions).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds to wait when `key` is over its limit, else 0. Does not count. */
  retryAfter(key: string): number {
    const entry = this.current(key);
    return entry && entry.count >= this.limit ? Math.ceil((entry.resetAt - this.now()) / 1000) : 0;
  }

  hit(key: string): void {
    const entry = this.current(key);
    if (entry) entry.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.windows.size > 100_000) this.sweep();
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const entry = this.windows.get(key);
    if (entry && entry.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
