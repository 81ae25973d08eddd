import type { DataPointValue } from '@app/contracts';
import { ManualClock } from './clock';
import { PurifierFleet, type FleetDevice } from './purifier-fleet';

/** Monday 6 January 2025, midnight UTC (01:00 in Rome, winter time). */
export const MONDAY = '2025-01-06T00:00:00Z';

export const TEST_DEVICES: FleetDevice[] = [
  { uid: 'compact554', modelCode: '554' },
  { uid: 'plus555', modelCode: '555' },
  { uid: 'pro556', modelCode: '556' },
];

/**
 * A fleet on a manual clock, without demo timers, for tests. Its devices are pinned online unless
 * `naturalConnectivity` (a seeded device may otherwise start in one of its offline spells).
 */
export function testFleet(
  options: { seed?: number; start?: string; devices?: FleetDevice[]; naturalConnectivity?: boolean } = {},
) {
  const clock = new ManualClock(options.start ?? MONDAY);
  const fleet = new PurifierFleet({
    seed: options.seed ?? 7,
    clock,
    devices: options.devices ?? TEST_DEVICES,
    demoTimers: false,
  });
  if (!options.naturalConnectivity) {
    for (const uid of fleet.uids()) fleet.device(uid).forceOnline(true, clock.now());
  }
  const value = (uid: string, code: string): DataPointValue | undefined =>
    fleet.statuses([uid])[0]?.status.find((p) => p.code === code)?.value;
  return { clock, fleet, value };
}
