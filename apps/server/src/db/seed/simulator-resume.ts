import { eq, inArray } from 'drizzle-orm';
import type { DataPoint } from '@app/contracts';
import type { PurifierFleet } from '../../adapters/iot/simulator/purifier-fleet';
import type { AppDatabase } from '../client';
import { deviceLatestStatuses, devices } from '../schema/index';

/**
 * The in-process simulator continues from the stored history: each of its devices that has a
 * stored status (device_latest_status) takes on that status's filter, settings and PM2.5 now.
 * Without it a fresh start (or any restart) would begin every purifier from the seed's first-day
 * state while the demo history, the due list and the forecasts carry on from the last stored row.
 * Answers how many devices resumed.
 */
export async function resumeSimulatorFromHistory(db: AppDatabase, fleet: PurifierFleet): Promise<number> {
  const uids = fleet.uids();
  if (uids.length === 0) return 0;
  const rows = await db
    .select({ uid: devices.uid, payload: deviceLatestStatuses.payload })
    .from(deviceLatestStatuses)
    .innerJoin(devices, eq(devices.id, deviceLatestStatuses.deviceId))
    .where(inArray(devices.uid, uids));
  return fleet.resume(rows.map((row) => ({ id: row.uid!, status: parsePayload(row.payload) })));
}

function parsePayload(payload: string | null): DataPoint[] {
  try {
    const parsed = JSON.parse(payload ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as DataPoint[]) : [];
  } catch {
    return [];
  }
}
