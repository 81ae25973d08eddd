import type pg from 'pg';
import type { DatabaseHandle } from '../../../db/client';
import { Timer } from './timer';

type Restore = () => void;

/**
 * Connection-pool metrics measured on the live database handle:
 * - PostgreSQL (node-postgres pool): `pool.connect` is wrapped, so acquire = from asking for a
 *   connection to getting it, creation = acquisitions that had to open a new connection, usage =
 *   from acquire to release; active/idle/pending/max come from the pool itself.
 * - PGlite (one embedded connection, queries run one at a time): its exclusive section is
 *   wrapped, so acquire = time waiting for the connection, usage = time holding it.
 */
export class DatabaseMetrics {
  readonly acquire = new Timer();
  readonly creation = new Timer();
  readonly usage = new Timer();
  private inUse = 0;
  private waiting = 0;
  private readonly restore: Restore;

  constructor(private readonly database: DatabaseHandle) {
    if (database.pool) this.restore = this.instrumentPool(database.pool);
    else if (database.pglite) this.restore = this.instrumentPglite(database.pglite);
    else this.restore = () => undefined;
  }

  gauges(): { active: number; idle: number; min: number; max: number; pending: number } {
    const pool = this.database.pool;
    if (pool) {
      const options = pool.options as { min?: number; max?: number };
      return {
        active: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        min: options.min ?? 0,
        max: options.max ?? 10,
        pending: pool.waitingCount,
      };
    }
    return { active: this.inUse, idle: 1 - this.inUse, min: 1, max: 1, pending: this.waiting };
  }

  private instrumentPool(pool: pg.Pool): Restore {
    const original = pool.connect;
    const connect = original as unknown as (
      callback?: (...args: unknown[]) => void,
    ) => Promise<pg.PoolClient> | void;
    const started = new WeakMap<pg.PoolClient, number>();
    const onRelease = (_error: unknown, client: pg.PoolClient) => {
      const at = started.get(client);
      if (at !== undefined) this.usage.record(performance.now() - at);
      started.delete(client);
    };
    pool.on('release', onRelease);
    const measure = (asked: number, opening: boolean, client: pg.PoolClient | undefined) => {
      const now = performance.now();
      this.acquire.record(now - asked);
      if (opening) this.creation.record(now - asked);
      if (client) started.set(client, now);
    };
    const wrapped = ((
      callback?: (err: Error | undefined, client?: pg.PoolClient, done?: unknown) => void,
    ) => {
      const asked = performance.now();
      const opening =
        pool.idleCount === 0 && pool.totalCount < ((pool.options as { max?: number }).max ?? 10);
      if (callback) {
        return connect.call(pool, (err, client, done) => {
          if (!err) measure(asked, opening, client as pg.PoolClient);
          callback(err as Error | undefined, client as pg.PoolClient, done);
        });
      }
      return (connect.call(pool) as Promise<pg.PoolClient>).then((client: pg.PoolClient) => {
        measure(asked, opening, client);
        return client;
      });
    }) as typeof pool.connect;
    pool.connect = wrapped;
    return () => {
      pool.connect = original;
      pool.off('release', onRelease);
    };
  }

  private instrumentPglite(pglite: object): Restore {
    type Exclusive = <T>(fn: () => Promise<T>) => Promise<T>;
    const target = pglite as { _runExclusiveTransaction?: Exclusive };
    const original = target._runExclusiveTransaction;
    if (typeof original !== 'function') return () => undefined;
    target._runExclusiveTransaction = <T>(fn: () => Promise<T>) => {
      const asked = performance.now();
      let ran = false;
      this.waiting += 1;
      const run = async () => {
        const acquired = performance.now();
        ran = true;
        this.waiting -= 1;
        this.inUse = 1;
        this.acquire.record(acquired - asked);
        try {
          return await fn();
        } finally {
          this.inUse = 0;
          this.usage.record(performance.now() - acquired);
        }
      };
      return (original.call(pglite, run) as Promise<T>).finally(() => {
        if (!ran) this.waiting -= 1;
      });
    };
    return () => {
      target._runExclusiveTransaction = original;
    };
  }

  stop(): void {
    this.restore();
  }
}
