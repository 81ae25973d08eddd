import { monthStart, type StatusLogPartitionsRepository } from './status-log-partitions.repository';

/** Months created ahead of the current one, so new statuses never wait in the default partition. */
export const MONTHS_AHEAD = 2;

/**
 * The status history's monthly housekeeping (decision 028): the partitions of this month and the
 * next ones exist, and so do those of months whose rows wait in the default partition (history
 * written for the past, e.g. the demo seed), which moves them in; with a retention of N months, the partitions of months before the N most recent
 * are dropped whole (0 keeps everything), and the hourly roll-up of those months is deleted with them
 * (decision 030). Safe on several instances: creating a partition that
 * exists and dropping one already dropped are no-ops.
 */
export async function maintainStatusLog(
  partitions: StatusLogPartitionsRepository,
  retentionMonths: number,
  now = new Date(),
): Promise<{ created: number; dropped: string[]; hourlyDeleted: number }> {
  const ahead = Array.from({ length: MONTHS_AHEAD + 1 }, (_, i) => monthStart(now, i));
  const months = [...new Set([...(await partitions.monthsInDefault()), ...ahead])];
  const created = await partitions.ensureMonths(months);
  if (retentionMonths <= 0) return { created, dropped: [], hourlyDeleted: 0 };
  const kept = monthStart(now, 1 - retentionMonths);
  const dropped = await partitions.dropBefore(kept);
  const hourlyDeleted = await partitions.deleteHourlyBefore(kept);
  return { created, dropped, hourlyDeleted };
}
