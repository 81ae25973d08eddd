import {
  RateLimiterDrizzle,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AppDatabase } from '../../db/client';
import { iotPace } from '../../db/schema';

/**
 * The only place that reads and writes `iot_pace`: rate-limiter-flexible's Drizzle store counts a
 * provider budget there when the instances share PostgreSQL and no Redis (docs/decisions/039).
 */
export function databaseLimiter(
  db: AppDatabase,
  options: IRateLimiterOptions & { insuranceLimiter: RateLimiterAbstract },
): RateLimiterAbstract {
  return new RateLimiterDrizzle({
    ...options,
    storeClient: db,
    schema: iotPace,
    clearExpiredByTimeout: true,
  } as ConstructorParameters<typeof RateLimiterDrizzle>[0]);
}
