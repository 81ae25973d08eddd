import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import { DAY_MS, HOUR_MS, ManualClock } from '../../adapters/iot/simulator/clock';
import { DEFAULT_SIMULATOR_SEED, PurifierFleet } from '../../adapters/iot/simulator/purifier-fleet';
import type { AppDatabase } from '../client';
import { devices, deviceStatusLogs } from '../schema/index';
import { appendStatuses, type DeviceStatusLogEntry } from '../status-ingest';
import { drainStatusHourly } from '../status-hourly';
import { DemoFilterService } from './demo-filter-service';
import { DEMO_DEVICES, demoFleetDevice } from './demo-fleet';
import { BATCH_SIZE, type SeedLog } from './util';

export interface DemoHistoryOptions {
  /** The history ends at the last whole step before this instant (default: now). */
  now?: number;
  /** How far back (default 90 days). */
  days?: number;
  /** One row per device per step (default one hour, the poller's default frequency). */
  stepMs?: number;
  /** The simulator's seed (default the simulator's default, as the dev server uses). */
  seed?: number;
  /** Only these demo devices (tests); default all of them. */
  uids?: readonly string[];
  /**
   * At most one progress line ("demo history: N of M days written") per this many milliseconds
   * (default 5 s): a first start on a loaded machine writes for minutes and should say so.
   */
  progressEveryMs?: number;
}

/**
 * Dev profile: `days` of status history for the demo devices that have none yet, as the status
 * poller would have stored it — one row per device per step, payload the status list as JSON text,
 * offline devices with their last known status — computed by the IoT simulator itself (the same
 * fleet, seed, physics, timers and Wi-Fi drops as the dev server's) on a manual clock advanced step
 * by step, with a technician who replaces filters some days after they enter the danger band
 * (DemoFilterService). The dev server's simulator continues from the last row written here
 * (resumeSimulatorFromHistory), so the live status, this history and the forecasts agree.
 * Idempotent: a device that has any history is left alone. Answers the rows written.
 */
export async function seedDemoHistory(
  db: AppDatabase,
  log: SeedLog,
  options: DemoHistoryOptions = {},
): Promise<number> {
  const started = performance.now();
  const stepMs = options.stepMs ?? HOUR_MS;
  const end = Math.floor((options.now ?? Date.now()) / stepMs) * stepMs;
  const start = end - (options.days ?? 90) * DAY_MS;

  const uids = [...(options.uids ?? DEMO_DEVICES.map((d) => d.uid))];
  if (!uids.length) return 0;
  const known = await db
    .select({ id: devices.id, uid: devices.uid })
    .from(devices)
    .where(and(inArray(devices.uid, uids), isNotNull(devices.uid)));
  if (!known.length) return 0;
  const withHistory = new Set(
    (
      await db
        .selectDistinct({ deviceId: deviceStatusLogs.deviceId })
        .from(deviceStatusLogs)
        .where(
          inArray(
            deviceStatusLogs.deviceId,
            known.map((d) => d.id),
          ),
        )
    ).map((r) => r.deviceId),
  );
  const missing = known.filter((d) => !withHistory.has(d.id));
  if (!missing.length) return 0;

  const idOf = new Map(missing.map((d) => [d.uid!, d.id]));
  const clock = new ManualClock(start);
  const fleet = new PurifierFleet({
    seed: options.seed ?? DEFAULT_SIMULATOR_SEED,
    clock,
    devices: DEMO_DEVICES.filter((d) => idOf.has(d.uid)).map(demoFleetDevice),
  });
  const fleetUids = fleet.uids();
  const technician = new DemoFilterService(fleet);
  let pending: DeviceStatusLogEntry[] = [];
  let written = 0;
  const flush = async () => {
    if (!pending.length) return;
    await appendStatuses(db, pending);
    written += pending.length;
    pending = [];
  };
  const totalDays = Math.round((end - start) / DAY_MS);
  const progressEveryMs = options.progressEveryMs ?? 5000;
  let lastProgress = performance.now();
  let daysLogged = 0;
  for (let t = start; t < end; t += stepMs) {
    const daysDone = Math.floor((t - start) / DAY_MS);
    if (daysDone > daysLogged && performance.now() - lastProgress >= progressEveryMs) {
      daysLogged = daysDone;
      lastProgress = performance.now();
      log(`demo history: ${daysDone} of ${totalDays} days written`);
    }
    clock.set(t);
    const logTime = new Date(t);
    const reported = fleet.statuses(fleetUids);
    for (const device of reported) {
      pending.push({
        deviceId: idOf.get(device.id)!,
        deviceUid: device.id,
        logTime,
        online: device.online,
        payload: JSON.stringify(device.status),
      });
    }
    technician.visit(reported, t);
    if (pending.length >= BATCH_SIZE) await flush();
  }
  await flush();
  // The hourly roll-up of what was just written, at once and in one pass (migration 0009), and its
  // planner statistics (PGlite runs no autovacuum).
  await drainStatusHourly(db, [...idOf.keys()]);
  await db.execute(sql`analyze device_status_hourly`);
  log(
    `demo history: +${written} status rows (${missing.length} devices, ${totalDays} days) in ${Math.round(performance.now() - started)} ms`,
  );
  return written;
}
