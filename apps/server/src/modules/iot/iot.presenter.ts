import { countByLevel, type DeviceCondition, type FleetCheck, type HistoryBucket } from '@app/contracts';
import type { HistoryBucketRow } from './device-status-log.repository';

type Condition = { uid: string } & DeviceCondition;

/** One history bucket as the client reads it. */
export function presentHistoryBucket(row: HistoryBucketRow): HistoryBucket {
  return { logTime: new Date(row.log_time).toISOString(), online: row.online, payload: row.payload };
}

/** The fleet health answer of globalCheck: counts per level and the devices in danger. */
export function presentGlobalCheck(refreshed: boolean, total: number, conditions: Condition[]): FleetCheck {
  return {
    refreshed,
    total,
    unknown: total - conditions.length,
    counts: countByLevel(conditions),
    danger: conditions
      .filter((c) => c.level === 'danger')
      .map((c) => ({ uid: c.uid, highlighted: c.highlighted })),
  };
}
