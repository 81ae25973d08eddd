import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { DeviceStatusLogRepository } from './device-status-log.repository';
import type { IotGateway } from './iot-gateway';

const BATCH = 30;

/**
 * Polls each account's devices every iotStatusFrequency seconds and appends DeviceStatusLog rows.
 * An account's poll is claimed by moving its iot_status_time forward in one UPDATE ... SKIP LOCKED
 * (DeviceStatusLogRepository.claimDueAccounts), so when several servers share the database each
 * poll is done by exactly one of them.
 */
export class StatusPoller {
  private readonly statusLogs: DeviceStatusLogRepository;

  constructor(
    db: AppDatabase,
    private readonly gateway: IotGateway,
    private readonly log: FastifyBaseLogger,
    private readonly concurrency = 5,
  ) {
    this.statusLogs = new DeviceStatusLogRepository(db);
  }

  async claimDue(now: Date, limit = 100): Promise<number[]> {
    return this.statusLogs.claimDueAccounts(now, limit);
  }

  /** One account: its enabled devices in batches of 30, one logged and counted call per batch, rows written per batch. */
  async pollAccount(accountId: number, now = new Date()): Promise<number> {
    const owned = await this.statusLogs.pollableDevicesOf(accountId);
    let written = 0;
    for (let i = 0; i < owned.length; i += BATCH) {
      const batch = owned.slice(i, i + BATCH);
      const uids = batch.map((d) => d.uid);
      try {
        const { result, iotLogId } = await this.gateway.call(accountId, 'STATUS', { uids, poll: true }, (p) =>
          p.getStatuses(uids),
        );
        const byUid = new Map(result.map((s) => [s.id, s]));
        const rows = batch.map((d) => {
          const status = byUid.get(d.uid);
          return {
            deviceId: d.id,
            deviceUid: d.uid,
            logTime: now,
            online: status?.online ?? false,
            payload: JSON.stringify(status?.status ?? []),
            iotLogId,
          };
        });
        await this.statusLogs.append(rows);
        written += rows.length;
      } catch (error) {
        // A failed or refused batch is already logged (IotLog ERROR / DEPLETED_REQUESTS); the next poll tries again.
        this.log.warn({ err: error, accountId }, 'status poll batch failed');
      }
    }
    return written;
  }

  /** Claims the due accounts and polls them, at most `concurrency` at a time. */
  async runOnce(now = new Date()): Promise<{ accounts: number; rows: number }> {
    const due = await this.claimDue(now);
    let rows = 0;
    for (let i = 0; i < due.length; i += this.concurrency) {
      const counts = await Promise.all(
        due.slice(i, i + this.concurrency).map((id) => this.pollAccount(id, now)),
      );
      rows += counts.reduce((a, b) => a + b, 0);
    }
    return { accounts: due.length, rows };
  }
}
