import type { CacheMetric } from '@app/contracts';

/**
 * A small in-memory cache with a time to live and a size bound (oldest entry evicted first) that
 * counts hits, misses, puts and evictions for management/jhimetrics and prometheus.
 */
export class MeteredCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  hits = 0;
  misses = 0;
  puts = 0;
  evictions = 0;

  constructor(
    readonly name: string,
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      this.hits += 1;
      return entry.value;
    }
    if (entry) {
      this.entries.delete(key);
      this.evictions += 1;
    }
    this.misses += 1;
    return undefined;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    this.puts += 1;
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
      this.evictions += 1;
    }
  }

  /** The cached value, or the loader's (stored) when missing or expired. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = await load();
    this.set(key, value);
    return value;
  }

  invalidate(key?: string): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }

  stats(): CacheMetric {
    return {
      'cache.gets.hit': this.hits,
      'cache.gets.miss': this.misses,
      'cache.puts': this.puts,
      'cache.evictions': this.evictions,
      'cache.size': this.entries.size,
    };
  }
}

/** Every metered cache of the app, by name (`app.caches`): any module may register its own. */
export class CacheRegistry {
  private readonly caches = new Map<string, MeteredCache<unknown>>();

  create<V>(name: string, ttlMs: number, maxEntries?: number): MeteredCache<V> {
    const cache = new MeteredCache<V>(name, ttlMs, maxEntries);
    this.caches.set(name, cache as MeteredCache<unknown>);
    return cache;
  }

  all(): MeteredCache<unknown>[] {
    return [...this.caches.values()];
  }
}
