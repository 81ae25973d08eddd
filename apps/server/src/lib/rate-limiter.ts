import type { Redis } from 'ioredis';

/** Where a key stands in its current window. */
export interface WindowState {
  /** Attempts (or distinct members) counted in the window. */
  count: number;
  /** Seconds until the window ends when the count has reached the limit, else 0. */
  retryAfter: number;
}

/**
 * A fixed-window counter per key (sign-in failures per address, per login, distinct logins per
 * address). `hit(key, member)` counts distinct members instead of attempts. Implemented in memory
 * (one process) and on Redis (shared by every instance); both behave the same.
 */
export interface AttemptLimiter {
  readonly limit: number;
  readonly windowMs: number;
  /** Reads the key's window without counting. */
  peek(key: string): Promise<WindowState>;
  /** Counts one attempt, or adds `member`; `added` is false when the member was already there. */
  hit(key: string, member?: string): Promise<WindowState & { added: boolean }>;
  /** Takes back a hit (the attempt turned out not to count, e.g. a successful sign-in). */
  release(key: string, member?: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** True for the first caller per key and window: lets one summary be written per window. */
  firstReport(key: string): Promise<boolean>;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

interface Window {
  count: number;
  members?: Set<string>;
  resetAt: number;
  reported: boolean;
}

/** In-memory windows: enough for a single instance. */
export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async peek(key: string): Promise<WindowState> {
    return this.state(this.current(key));
  }

  async hit(key: string, member?: string): Promise<WindowState & { added: boolean }> {
    let entry = this.current(key);
    if (!entry) {
      entry = { count: 0, resetAt: this.now() + this.windowMs, reported: false };
      this.windows.set(key, entry);
      if (this.windows.size > 100_000) this.sweep();
    }
    let added = true;
    if (member === undefined) entry.count += 1;
    else {
      entry.members ??= new Set();
      added = !entry.members.has(member);
      entry.members.add(member);
      entry.count = entry.members.size;
    }
    return { ...this.state(entry), added };
  }

  async release(key: string, member?: string): Promise<void> {
    const entry = this.current(key);
    if (!entry) return;
    if (member === undefined) entry.count = Math.max(0, entry.count - 1);
    else {
      entry.members?.delete(member);
      entry.count = entry.members?.size ?? 0;
    }
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async firstReport(key: string): Promise<boolean> {
    const entry = this.current(key);
    if (!entry || entry.reported) return false;
    entry.reported = true;
    return true;
  }

  private state(entry: Window | undefined): WindowState {
    if (!entry) return { count: 0, retryAfter: 0 };
    return {
      count: entry.count,
      retryAfter: entry.count >= this.limit ? seconds(entry.resetAt - this.now()) : 0,
    };
  }

  private current(key: string): Window | undefined {
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

// KEYS[1] = window key; ARGV = windowMs, member flag ('1' = distinct members), member.
const HIT = `
local n; local added = 1
if ARGV[2] == '1' then
  added = redis.call('SADD', KEYS[1], ARGV[3]); n = redis.call('SCARD', KEYS[1])
else
  n = redis.call('INCR', KEYS[1])
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl, added}`;

const PEEK = `
local t = redis.call('TYPE', KEYS[1])['ok']
local n = 0
if t == 'string' then n = tonumber(redis.call('GET', KEYS[1])) elseif t == 'set' then n = redis.call('SCARD', KEYS[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

const RELEASE = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

// KEYS[1] = window key, KEYS[2] = its report marker, which lives as long as the window.
const REPORT = `
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 then return 0 end
if redis.call('SET', KEYS[2], '1', 'PX', ttl, 'NX') then return 1 end
return 0`;

/**
 * The same windows on Redis, shared by every instance (INCR or SADD, with the expiry set by the
 * first hit, in one script each). When Redis cannot be reached the limiter falls back to its own
 * in-memory windows and logs it, so sign-in neither fails nor goes unlimited.
 */
export class RedisAttemptLimiter implements AttemptLimiter {
  private readonly fallback: MemoryAttemptLimiter;
  private lastWarning = 0;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    readonly limit: number,
    readonly windowMs: number,
    private readonly warn: (error: unknown) => void,
  ) {
    this.fallback = new MemoryAttemptLimiter(limit, windowMs);
  }

  peek(key: string): Promise<WindowState> {
    return this.guard(
      async () => {
        const [n, ttl] = (await this.redis.eval(PEEK, 1, this.key(key))) as [number, number];
        return this.state(n, ttl);
      },
      () => this.fallback.peek(key),
    );
  }

  hit(key: string, member?: string): Promise<WindowState & { added: boolean }> {
    return this.guard(
      async () => {
        const [n, ttl, added] = (await this.redis.eval(
          HIT,
          1,
          this.key(key),
          this.windowMs,
          member === undefined ? '0' : '1',
          member ?? '',
        )) as [number, number, number];
        return { ...this.state(n, ttl), added: added === 1 };
      },
      () => this.fallback.hit(key, member),
    );
  }

  release(key: string, member?: string): Promise<void> {
    return this.guard(
      async () => {
        if (member === undefined) await this.redis.eval(RELEASE, 1, this.key(key));
        else await this.redis.srem(this.key(key), member);
      },
      () => this.fallback.release(key, member),
    );
  }

  reset(key: string): Promise<void> {
    return this.guard(
      async () => {
        await this.redis.del(this.key(key), `${this.key(key)}:reported`);
      },
      () => this.fallback.reset(key),
    );
  }

  firstReport(key: string): Promise<boolean> {
    return this.guard(
      async () => (await this.redis.eval(REPORT, 2, this.key(key), `${this.key(key)}:reported`)) === 1,
      () => this.fallback.firstReport(key),
    );
  }

  private key(key: string) {
    return `${this.prefix}:${key}`;
  }

  private state(count: number, ttlMs: number): WindowState {
    const remaining = ttlMs > 0 ? ttlMs : this.windowMs;
    return { count, retryAfter: count >= this.limit ? seconds(remaining) : 0 };
  }

  private async guard<T>(onRedis: () => Promise<T>, inMemory: () => Promise<T>): Promise<T> {
    try {
      return await onRedis();
    } catch (error) {
      if (Date.now() - this.lastWarning > 60_000) {
        this.lastWarning = Date.now();
        this.warn(error);
      }
      return inMemory();
    }
  }
}
