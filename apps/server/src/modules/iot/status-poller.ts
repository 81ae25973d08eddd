import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { devices, deviceStatusLogs } from '../../db/schema';
import type { IotGateway } from './iot-gateway';
import { rowsOf } from '../../lib/sql-rows';

const BATCH = 30;

/**
 * Polls each account's devices every iotStatusFrequency seconds and appends DeviceStatusLog rows.
 * An account's poll is claimed by moving its iot_status_time forward in one UPDATE ... SKIP LOCKED,
 * so when several servers share the database each poll is done by exactly one of them.
 */
export class StatusPoller {
  constructor(
    private readonly db: AppDatabase,
    private readonly gateway: IotGateway,
    private readonly log: FastifyBaseLogger,
    private readonly concurrency = 5,
  ) {}

  async claimDue(now: Date, limit = 100): Promise<number[]> {
    const result = await this.db.execute(sql`
      update user_account set iot_status_time = ${now}
      where id in (
        select a.id from user_account a
        where a.state = 'ACTIVE'
          and (a.iot_status_time is null or a.iot_status_time <= ${now}::timestamptz - a.iot_status_frequency * interval '1 second')
          and exists (select 1 from device d where d.owner_id = a.id and d.uid is not null and d.enabled)
        order by a.iot_status_time nulls first
        limit ${limit}
        for update skip locked)
      returning id`);
    return rowsOf<{ id: number }>(result).map((r) => Number(r.id));
  }

  /** One account: its enabled devices in batches of 30, one logged and counted call per batch, rows written per batch. */
  async pollAccount(accountId: number, now = new Date()): Promise<number> {
    const owned = await this.db
      .select({ id: devices.id, uid: devices.uid })
      .from(devices)
      .where(and(eq(devices.ownerId, accountId), isNotNull(devices.uid), eq(devices.enabled, true)));
    let written = 0;
    for (let i = 0; i < owned.length; i += BATCH) {
      const batch = owned.slice(i, i + BATCH);
      const uids = batch.map((d) => d.uid!);
      try {
        const { result, iotLogId } = await this.gateway.call(accountId, 'STATUS', { uids, poll: true }, (p) =>
          p.getStatuses(uids),
        );
        const byUid = new Map(result.map((s) => [s.id, s]));
        const rows = batch.map((d) => {
          const status = byUid.get(d.uid!);
          return {
            deviceId: d.id,
            deviceUid: d.uid,
            logTime: now,
            online: status?.online ?? false,
            payload: JSON.stringify(status?.status ?? []),
            iotLogId,
          };
        });
        await this.db.insert(deviceStatusLogs).values(rows);
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
