import { and, gte, inArray, lt, sum } from 'drizzle-orm';
import type { PerFanSpeed } from '@app/contracts';
import type { AppDatabase } from './client';
import { deviceStatusHourly } from './schema';
import { drainStatusHourly } from './status-hourly';

/** A device's time held by a status and run per fan speed over whole hours, from the hourly roll-up. */
export interface HeldHours {
  coveredHours: number;
  hoursBySpeed: PerFanSpeed;
}

const HOUR_MS = 3_600_000;

/**
 * Hours covered and run per fan speed of the devices over the whole UTC hours [from, to), summed
 * from the hourly roll-up (decision 030); a device without a row there has none. Read by the energy
 * report and the clean air delivered (decision 051).
 */
export async function heldHours(
  db: AppDatabase,
  uids: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, HeldHours>> {
  if (!uids.length) return new Map();
  // Hours the devices' recent writes touched are recomputed first (migration 0009).
  await drainStatusHourly(db, uids);
  const h = deviceStatusHourly;
  const rows = await db
    .select({
      uid: h.deviceUid,
      covered: sum(h.coveredMs).mapWith(Number),
      s1: sum(h.speed1Ms).mapWith(Number),
      s2: sum(h.speed2Ms).mapWith(Number),
      s3: sum(h.speed3Ms).mapWith(Number),
      s4: sum(h.speed4Ms).mapWith(Number),
    })
    .from(h)
    .where(and(inArray(h.deviceUid, [...uids]), gte(h.hour, from), lt(h.hour, to)))
    .groupBy(h.deviceUid);
  return new Map(
    rows.map((r) => [
      r.uid,
      {
        coveredHours: r.covered / HOUR_MS,
        hoursBySpeed: [r.s1 / HOUR_MS, r.s2 / HOUR_MS, r.s3 / HOUR_MS, r.s4 / HOUR_MS],
      },
    ]),
  );
}
