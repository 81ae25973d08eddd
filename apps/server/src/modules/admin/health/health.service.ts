import { statfs, stat } from 'node:fs/promises';
import type { HealthComponent, HealthReport, HealthStatus } from '@app/contracts';
import type { IotProvider } from '../../../adapters/iot';
import type { Mailer } from '../../../adapters/mail/mailer';
import type { DatabaseHandle } from '../../../db/client';

/** Below this much free space the disk counts as DOWN (Spring's default: 10 MB). */
export const DISK_THRESHOLD_BYTES = 10 * 1024 * 1024;
const CHECK_TIMEOUT_MS = 5_000;

export type HealthCheck = () => Promise<HealthComponent>;

/** A check that throws or takes longer than 5 s is DOWN with the reason as its detail. */
async function guarded(check: HealthCheck): Promise<HealthComponent> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<HealthComponent>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 'DOWN', details: { error: `no answer within ${CHECK_TIMEOUT_MS} ms` } }),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch (error) {
    return { status: 'DOWN', details: { error: (error as Error).message } };
  } finally {
    clearTimeout(timer);
  }
}

export const databaseCheck =
  (database: DatabaseHandle): HealthCheck =>
  async () => {
    const started = performance.now();
    await database.ping();
    return {
      status: 'UP',
      details: {
        database: database.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded PostgreSQL)',
        validationQuery: 'select 1',
        responseTimeMs: Math.round((performance.now() - started) * 100) / 100,
      },
    };
  };

export const diskSpaceCheck =
  (path: string): HealthCheck =>
  async () => {
    const exists = await stat(path).then(
      () => true,
      () => false,
    );
    if (!exists) return { status: 'DOWN', details: { path, exists, threshold: DISK_THRESHOLD_BYTES } };
    const fs = await statfs(path);
    const free = fs.bavail * fs.bsize;
    return {
      status: free >= DISK_THRESHOLD_BYTES ? 'UP' : 'DOWN',
      details: { total: fs.blocks * fs.bsize, free, threshold: DISK_THRESHOLD_BYTES, path, exists },
    };
  };

export const mailCheck =
  (mailer: Mailer): HealthCheck =>
  () =>
    mailer.verify();

/** The configured IoT provider (simulator or Tuya cloud) reached with its own ping. */
export const iotProviderCheck =
  (iot: IotProvider): HealthCheck =>
  () =>
    iot.ping();

export const pingCheck: HealthCheck = async () => ({ status: 'UP' });

/** Runs every check in parallel; the whole is DOWN when any part is DOWN. */
export class HealthService {
  constructor(private readonly checks: Record<string, HealthCheck>) {}

  async report(): Promise<HealthReport> {
    const names = Object.keys(this.checks);
    const results = await Promise.all(names.map((name) => guarded(this.checks[name]!)));
    const components = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
    const status: HealthStatus = results.some((c) => c.status === 'DOWN') ? 'DOWN' : 'UP';
    return { status, components };
  }
}
