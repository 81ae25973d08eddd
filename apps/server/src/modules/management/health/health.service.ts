import { statfs, stat } from 'node:fs/promises';
import type { HealthComponent, HealthReport, HealthStatus } from '@app/contracts';
import type { IotProvider } from '../../../adapters/iot';
import type { Mailer } from '../../../adapters/mail/mailer';
import type { DatabaseHandle } from '../../../db/client';
import type { MailOutbox } from '../../mail';

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

/** The SMTP peer (or the .eml directory) can be reached. */
export const mailTransportCheck =
  (mailer: Mailer): HealthCheck =>
  () =>
    mailer.verify();

/**
 * Mail: the transport's status, with the outbox's state in the details (mails waiting, the age of
 * the oldest, mails given up, the last error). The transport check may be cached; the counts are not.
 */
export const mailCheck =
  (transport: HealthCheck, outbox: Pick<MailOutbox, 'stats'>): HealthCheck =>
  async () => {
    const [checked, stats] = await Promise.all([transport(), outbox.stats()]);
    return {
      status: checked.status,
      details: {
        ...checked.details,
        pending: stats.pending,
        oldestPendingSeconds: stats.oldestPendingSeconds,
        failed: stats.failed,
        ...(stats.lastError ? { lastError: stats.lastError } : {}),
      },
    };
  };

/** The configured IoT provider (simulator or Tuya cloud) reached with its own ping. */
export const iotProviderCheck =
  (iot: IotProvider): HealthCheck =>
  () =>
    iot.ping();

export const pingCheck: HealthCheck = async () => ({ status: 'UP' });

/**
 * Runs the checks in parallel; the whole is DOWN when a part that counts is DOWN. Parts named in
 * `notCounted` (mail: the outbox keeps its mails while SMTP is down) are reported but never make
 * the whole DOWN (docs/decisions/014).
 */
export class HealthService {
  private readonly notCounted: ReadonlySet<string>;

  constructor(
    private readonly checks: Record<string, HealthCheck>,
    options: { notCounted?: string[] } = {},
  ) {
    this.notCounted = new Set(options.notCounted ?? []);
  }

  /** Every check, or only those named in `only` (readiness). */
  async report(only?: string[]): Promise<HealthReport> {
    const names = Object.keys(this.checks).filter((name) => !only || only.includes(name));
    const results = await Promise.all(names.map((name) => guarded(this.checks[name]!)));
    const components = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
    const down = names.some((name, i) => results[i]!.status === 'DOWN' && !this.notCounted.has(name));
    const status: HealthStatus = down ? 'DOWN' : 'UP';
    return { status, components };
  }
}
