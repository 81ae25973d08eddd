import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/client';
import { appendStatuses, type DeviceStatusLogEntry } from '../../db/status-ingest';
import { DeviceStatusLogRepository, type PollableDevice } from './device-status-log.repository';
import type { IotGateway } from './iot-gateway';
import { IotLogRepository, type IotLogEntry, type QuotaState } from './iot-log.repository';

/** The poller's settings (docs/decisions/033). */
export interface StatusPollerSettings {
  /** Provider calls in flight at once, over all the accounts of a chunk. */
  concurrency: number;
  /** Devices per provider call (the Tuya client splits it into its batches of 20). */
  batch: number;
  /** Accounts claimed at a time. */
  chunk: number;
  /** A tick claims chunk after chunk while due accounts are left and this has not passed. */
  tickBudgetMs: number;
  /** Status rows (and their calls' IoT log rows) written per statement at most. */
  storeRows: number;
}

export const STATUS_POLLER_DEFAULTS: StatusPollerSettings = {
  concurrency: 20,
  batch: 30,
  chunk: 500,
  tickBudgetMs: 60_000,
  storeRows: 2_000,
};

/** One answered provider call: its SUCCESS row to write and the status rows that point at it. */
interface Answered {
  success: IotLogEntry;
  rows: Omit<DeviceStatusLogEntry, 'iotLogId'>[];
}

/**
 * Polls each account's devices every iotStatusFrequency seconds and appends DeviceStatusLog rows.
 * An account's poll is claimed by moving its iot_status_time forward in one UPDATE ... SKIP LOCKED
 * (DeviceStatusLogRepository.claimDueAccounts), so when several servers share the database each
 * poll is done by exactly one of them.
 *
 * A tick drains the due accounts a chunk at a time (docs/decisions/033): per chunk one query for
 * the devices to poll, one for the quotas, the provider calls of all its accounts `concurrency` at
 * a time, then the calls' IoT log rows and the status rows written many accounts at once — while
 * the next chunk's calls are made.
 */
export class StatusPoller {
  private readonly statusLogs: DeviceStatusLogRepository;
  private readonly iotLogs: IotLogRepository;
  private readonly settings: StatusPollerSettings;

  constructor(
    private readonly db: AppDatabase,
    private readonly gateway: IotGateway,
    private readonly log: FastifyBaseLogger,
    concurrency = STATUS_POLLER_DEFAULTS.concurrency,
    settings: Partial<Omit<StatusPollerSettings, 'concurrency'>> = {},
    /** Told which devices' statuses were stored (the filter forecasts follow them). */
    private readonly onStored: (deviceIds: ReadonlySet<number>) => void = () => undefined,
  ) {
    this.statusLogs = new DeviceStatusLogRepository(db);
    this.iotLogs = new IotLogRepository(db);
    this.settings = { ...STATUS_POLLER_DEFAULTS, ...settings, concurrency: Math.max(1, concurrency) };
  }

  async claimDue(now: Date, limit = this.settings.chunk): Promise<number[]> {
    return this.statusLogs.claimDueAccounts(now, limit);
  }

  /** One account's poll (the tick polls many together); the rows written. */
  async pollAccount(accountId: number, now = new Date()): Promise<number> {
    return this.store(await this.callAccounts([accountId], now));
  }

  /**
   * Claims and polls due accounts a chunk at a time until none is due or the tick's budget has
   * passed (the job engine never starts a tick while the previous one runs; what is left is claimed next
   * tick). A chunk's rows are written while the next chunk's calls are made.
   */
  async runOnce(now = new Date()): Promise<{ accounts: number; rows: number }> {
    const started = performance.now();
    let accounts = 0;
    let rows = 0;
    let storing: Promise<number> = Promise.resolve(0);
    try {
      do {
        const due = await this.claimDue(now, this.settings.chunk);
        if (due.length === 0) break;
        accounts += due.length;
        const answered = await this.callAccounts(due, now);
        rows += await storing;
        storing = this.store(answered);
      } while (performance.now() - started < this.settings.tickBudgetMs);
    } finally {
      rows += await storing;
    }
    return { accounts, rows };
  }

  /**
   * The provider calls of these accounts: their devices silent for longer than their status
   * frequency (those that pushed a report since are current already: polling is the safety net,
   * docs/decisions/032), in batches of `batch`, `concurrency` calls in flight. Each account's quota is
   * read once and counted here as its calls are made; a refused or failed call is logged by the
   * gateway (DEPLETED_REQUESTS / ERROR) and its devices are polled again next cycle.
   */
  private async callAccounts(accountIds: readonly number[], now: Date): Promise<Answered[]> {
    const [pollable, quotas] = await Promise.all([
      this.statusLogs.duePollableDevices(accountIds, now),
      // The month of the calls as the gateway counts it (the IoT log rows are written at the real time).
      this.iotLogs.quotaStates(accountIds),
    ]);
    const calls = batchesOf(pollable, this.settings.batch);
    const answered: Answered[] = [];
    let next = 0;
    const worker = async () => {
      while (next < calls.length) {
        const batch = calls[next++]!;
        const result = await this.callBatch(batch, quotas.get(batch[0]!.accountId), now);
        if (result) answered.push(result);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.settings.concurrency, calls.length) }, worker));
    return answered;
  }

  private async callBatch(
    batch: PollableDevice[],
    quota: QuotaState | undefined,
    now: Date,
  ): Promise<Answered | null> {
    const accountId = batch[0]!.accountId;
    const uids = batch.map((d) => d.uid);
    // The quota as this call sees it; a call it lets through counts at once (made or failed), so
    // the account's other calls in flight see it.
    const quotaRead = quota ? Promise.resolve({ ...quota }) : undefined;
    if (quota && quota.used < quota.quota) quota.used++;
    try {
      const { result, success } = await this.gateway.callLoggedByCaller(
        accountId,
        'STATUS',
        { uids, poll: true },
        (p) => p.getStatuses(uids),
        quotaRead,
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
        };
      });
      return { success, rows };
    } catch (error) {
      // A failed or refused batch is already logged (IotLog ERROR / DEPLETED_REQUESTS); the next poll tries again.
      this.log.warn({ err: error, accountId }, 'status poll batch failed');
      return null;
    }
  }

  /**
   * The calls' SUCCESS rows and their status rows, up to `storeRows` status rows a statement: the
   * IoT log rows first (they are the quota's count), then the statuses pointing at them. One piece
   * at a time: two transactions upserting the same sites' day rows in other orders could deadlock
   * (and two at once measured no faster on 2 cores). A piece that cannot be written is reported and
   * its accounts are polled again next cycle. Never rejects.
   */
  private async store(answered: readonly Answered[]): Promise<number> {
    let written = 0;
    for (const piece of piecesOf(answered, this.settings.storeRows)) {
      try {
        const ids = await this.iotLogs.insertMany(piece.map((a) => a.success));
        const rows = piece.flatMap((a, i) => a.rows.map((row) => ({ ...row, iotLogId: ids[i]! })));
        await appendStatuses(this.db, rows);
        written += rows.length;
        this.onStored(new Set(rows.map((row) => row.deviceId!)));
      } catch (error) {
        this.log.error({ err: error, calls: piece.length }, 'polled statuses not stored');
      }
    }
    return written;
  }
}

/** Each account's devices in batches of `size` (devices come ordered by account). */
function batchesOf(devices: readonly PollableDevice[], size: number): PollableDevice[][] {
  const batches: PollableDevice[][] = [];
  let current: PollableDevice[] = [];
  for (const device of devices) {
    if (current.length === size || (current.length > 0 && current[0]!.accountId !== device.accountId)) {
      batches.push(current);
      current = [];
    }
    current.push(device);
  }
  if (current.length) batches.push(current);
  return batches;
}

/** Consecutive calls holding at most `maxRows` status rows together (a call's rows stay whole). */
function piecesOf(answered: readonly Answered[], maxRows: number): Answered[][] {
  const pieces: Answered[][] = [];
  let current: Answered[] = [];
  let rows = 0;
  for (const a of answered) {
    if (current.length > 0 && rows + a.rows.length > maxRows) {
      pieces.push(current);
      current = [];
      rows = 0;
    }
    current.push(a);
    rows += a.rows.length;
  }
  if (current.length) pieces.push(current);
  return pieces;
}
