import { EFFECT_VERDICT_DAYS, purifierEffect } from '@app/contracts';
import type { PurifierEffectRepository, StoredEffect } from './purifier-effect.repository';

/** How often the job engine runs the job. */
export const PURIFIER_EFFECT_EVERY_MS = 10 * 60_000;
/** A verdict older than this is computed again: its 14 days move on by one a day. */
export const PURIFIER_EFFECT_STALE_MS = 24 * 3_600_000;
/**
 * Devices per batch: 14 days of 5-minute statuses are ~4,000 rows a device, three columns each
 * computed in SQL (measured ~160 ms a device on PGlite under load): a batch of 5 keeps one query
 * under a second, which on PGlite (in the server's thread) is as long as other requests wait.
 */
export const PURIFIER_EFFECT_BATCH = 5;
/** How long one run keeps taking batches. */
const RUN_BUDGET_MS = 20_000;

const DAY_MS = 86_400_000;

export interface PurifierEffectJobOptions {
  batch?: number;
  staleMs?: number;
  now?: () => number;
}

/**
 * The purifier-effect job (decision 051): each run takes the devices with statuses in the last 14
 * days whose verdict is missing or older than a day, reads their samples and stores what
 * `purifierEffect` says of them; the alert engine's `no_effect` rule and the due list read it.
 * Several servers may run it at once: two computing the same device write the same thing.
 */
export class PurifierEffectJob {
  private readonly batch: number;
  private readonly staleMs: number;
  private readonly now: () => number;

  constructor(
    private readonly repository: PurifierEffectRepository,
    options: PurifierEffectJobOptions = {},
  ) {
    this.batch = options.batch ?? PURIFIER_EFFECT_BATCH;
    this.staleMs = options.staleMs ?? PURIFIER_EFFECT_STALE_MS;
    this.now = options.now ?? Date.now;
  }

  /** Batches within the run's budget; answers how many devices it computed. */
  async runOnce(budgetMs = RUN_BUDGET_MS): Promise<number> {
    const started = Date.now();
    let total = 0;
    for (;;) {
      const now = new Date(this.now());
      const ids = await this.repository.staleDeviceIds(
        new Date(now.getTime() - this.staleMs),
        new Date(now.getTime() - EFFECT_VERDICT_DAYS * DAY_MS),
        this.batch,
      );
      total += await this.compute(ids, now);
      if (ids.length < this.batch || Date.now() - started >= budgetMs) return total;
    }
  }

  /** The verdicts of these devices, computed now; answers how many. */
  async compute(deviceIds: readonly number[], now = new Date(this.now())): Promise<number> {
    const ids = [...new Set(deviceIds)];
    if (!ids.length) return 0;
    const since = new Date(now.getTime() - EFFECT_VERDICT_DAYS * DAY_MS);
    const samples = await this.repository.samples(ids, since, now);
    const rows: StoredEffect[] = ids.map((deviceId) => {
      const effect = purifierEffect(samples.get(deviceId) ?? []);
      return {
        deviceId,
        since,
        events: effect.events.length,
        halvedEvents: effect.halvedEvents,
        medianDrop: effect.medianDrop,
        medianMinutesToHalve: effect.medianMinutesToHalve,
        noEffect: effect.noMeasurableEffect,
        computedAt: now,
      };
    });
    await this.repository.upsert(rows);
    return ids.length;
  }

  /** Until no verdict is stale (tests, tools, the demo); answers the devices computed. */
  async refreshAll(): Promise<number> {
    let total = 0;
    for (;;) {
      const computed = await this.runOnce(Number.POSITIVE_INFINITY);
      total += computed;
      if (computed === 0) return total;
    }
  }
}
