import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { IotLogOperation } from '@app/contracts';
import type { AppDatabase } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { databaseLimiter } from './iot-pace.repository';

/** The provider's two budgets: reads (status, timer lists) and writes (commands, timers). */
export type PaceKind = 'read' | 'command';
/** Interactive calls (a person waits) keep a share of each budget that background work never takes. */
export type PacePriority = 'interactive' | 'background';

export interface PaceSettings {
  /** Calls per second per provider project; 0 = not paced. */
  readsPerSecond: number;
  commandsPerSecond: number;
  /** The share of each budget background work (bulk jobs, the poller) may use, 0–1. */
  backgroundShare: number;
}

/** Where the budgets are counted: Redis or the database (shared by the instances), or this process. */
export type PaceStore = { redis: Redis; prefix: string } | { db: AppDatabase } | 'memory';

export const kindOf = (operation: IotLogOperation): PaceKind =>
  operation === 'STATUS' || operation === 'GET_TIMER' ? 'read' : 'command';

/** An interactive call waits at most this long for its turn, then answers 429. */
export const INTERACTIVE_WAIT_MS = 10_000;

interface Budget {
  all: RateLimiterAbstract;
  background: RateLimiterAbstract;
}

/**
 * Paces the calls to the provider (docs/decisions/039): one budget per kind per provider project,
 * counted in one-second windows where every instance sees them (rate-limiter-flexible). A call waits
 * for its turn; background calls also take from a smaller budget, so an operator's command never
 * waits behind a 10,000-device job. If the shared store fails, each instance counts alone for the
 * time being (the limiter's insurance), so the provider is never left unpaced and no call fails.
 */
export class ProviderPace {
  private readonly budgets: Partial<Record<PaceKind, Budget>> = {};

  constructor(
    settings: PaceSettings,
    store: PaceStore,
    private readonly log?: FastifyBaseLogger,
    private readonly interactiveWaitMs = INTERACTIVE_WAIT_MS,
  ) {
    const perSecond: Record<PaceKind, number> = {
      read: settings.readsPerSecond,
      command: settings.commandsPerSecond,
    };
    for (const kind of ['read', 'command'] as const) {
      const points = perSecond[kind];
      if (points <= 0) continue;
      const background = Math.max(1, Math.floor(points * settings.backgroundShare));
      this.budgets[kind] = {
        all: limiter(store, `iot-pace-${kind}`, points),
        background: limiter(store, `iot-pace-${kind}-background`, background),
      };
    }
  }

  /** Resolves when the call may go to the provider; 429 `iotratelimited` when a person would wait too long. */
  async take(kind: PaceKind, priority: PacePriority): Promise<void> {
    const budget = this.budgets[kind];
    if (!budget) return;
    if (priority === 'background') await this.turn(budget.background, Infinity);
    await this.turn(budget.all, priority === 'interactive' ? this.interactiveWaitMs : Infinity);
  }

  private async turn(limiter: RateLimiterAbstract, maxWaitMs: number): Promise<void> {
    const deadline = Date.now() + maxWaitMs;
    for (;;) {
      try {
        await limiter.consume('project', 1);
        return;
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) {
          // Not a refusal: the store failed and its insurance too. Better a call than none.
          this.log?.warn({ err: refusal }, 'provider pace unavailable');
          return;
        }
        const wait = Math.max(5, refusal.msBeforeNext) + Math.floor(Math.random() * 20);
        if (Date.now() + wait > deadline)
          throw new AppError(
            429,
            'iotratelimited',
            'The IoT provider is limiting requests; try again shortly',
            {
              headers: { 'retry-after': String(Math.max(1, Math.ceil(wait / 1000))) },
            },
          );
        await sleep(wait);
      }
    }
  }
}

function limiter(store: PaceStore, name: string, points: number): RateLimiterAbstract {
  const options = { keyPrefix: name, points, duration: 1 };
  if (store === 'memory') return new RateLimiterMemory(options);
  const insuranceLimiter = new RateLimiterMemory(options);
  if ('redis' in store)
    return new RateLimiterRedis({
      ...options,
      keyPrefix: `${store.prefix}:${name}`,
      storeClient: store.redis,
      insuranceLimiter,
    });
  return databaseLimiter(store.db, { ...options, insuranceLimiter });
}
