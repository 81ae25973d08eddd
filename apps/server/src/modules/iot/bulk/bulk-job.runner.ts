import type { FastifyBaseLogger } from 'fastify';
import {
  allows,
  bulkItemsNotStarted,
  bulkPauseReason,
  offlineDeadline,
  resolvePermission,
  type BulkAction,
} from '@app/contracts';
import { AppError } from '../../../lib/app-error';
import type { Caller } from '../../access/caller';
import type { CallerRepository } from '../../access/caller.repository';
import type { UserRepository } from '../../users';
import type { DevicesIotService } from '../devices-iot.service';
import type { BulkJobRepository, BulkJobRow } from './bulk-job.repository';
import { unwatched, type BulkJobChanged } from './bulk-job-changes';

/** The job engine's queue of bulk jobs: a job carries only the bulk job's id, its key. */
export const BULK_JOB_QUEUE = 'bulk-job';
/** How often unfinished bulk jobs are queued again (after a restart, a crash, a stop). */
export const BULK_JOB_SWEEP_MS = 60_000;

export interface BulkJobMessage {
  bulkJobId: number;
}

/** Why a device waits, and why it failed when it did not come back in time. */
const OFFLINE = 'Offline: waiting for the device to come back online';
const OFFLINE_PAST_DEADLINE = 'Offline until the job stopped waiting for it';

/** Why the devices left were not done when the owner lost the right to do them. */
const OWNER_GONE = 'The owner of the job may no longer change these devices';

/**
 * Runs one bulk job (docs/decisions/038): device after device in the order given, each with the
 * owner's rights as they are at that moment (a right taken away stops the job), each through the
 * same service as the single-device calls (scope, quota, IoT log, audit). A failed device never
 * stops the others. Pausing or cancelling is seen before the next device. A device that was RUNNING
 * when an earlier run of the job died is FAILED as "interrupted", never done a second time.
 */
export class BulkJobRunner {
  constructor(
    private readonly jobs: BulkJobRepository,
    private readonly devicesIot: DevicesIotService,
    private readonly users: UserRepository,
    private readonly callers: CallerRepository,
    /** Queues a job's run on the engine, at its start time when it has one (BulkJobService.start). */
    private readonly queue: (id: number, startAt?: string) => Promise<void>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
    private readonly changed: BulkJobChanged = unwatched,
  ) {}

  /**
   * Runs the job until every device is done, it is paused or cancelled, or `stopping` (the server
   * stops): then the job stays RUNNING and its next run is queued, for whichever server runs jobs.
   */
  async run({ bulkJobId: id }: BulkJobMessage, stopping?: AbortSignal): Promise<void> {
    const job = await this.jobs.get(id);
    if (!job) return;
    // Early (a sweep, a clock ahead): the run waits for its time.
    if (job.options.startAt && Date.parse(job.options.startAt) > this.now().getTime()) {
      await this.queue(id, job.options.startAt);
      return;
    }
    if (
      !(await this.jobs.move(
        id,
        ['QUEUED', 'RUNNING'],
        'RUNNING',
        job.startedDate ? {} : { startedDate: this.now() },
      ))
    )
      return; // paused, cancelled or done meanwhile
    const watched = { id, ownerId: job.ownerId };
    this.changed(watched);
    await this.jobs.moveItems(
      id,
      ['RUNNING'],
      'FAILED',
      'Interrupted: the server stopped while this device was being done',
      this.now(),
    );
    const waits = job.options.offlineWaitDays !== undefined;
    if (waits) await this.catchUp(id, offlineDeadline(job.options, job.startedDate ?? this.now())!);
    for (;;) {
      if (stopping?.aborted) {
        await this.queue(id);
        return;
      }
      if ((await this.jobs.status(id)) !== 'RUNNING') return;
      const caller = await this.owner(job.ownerId);
      if (!caller) {
        await this.jobs.moveItems(id, bulkItemsNotStarted, 'CANCELLED', OWNER_GONE, this.now());
        await this.jobs.move(id, ['RUNNING'], 'CANCELLED', { finishedDate: this.now() });
        this.changed(watched);
        return;
      }
      const item = await this.jobs.claimNext(id);
      if (!item) break;
      // Known to be offline: no call (nor quota) spent, the device waits for its return.
      if (waits && (await this.jobs.storedOffline(item.deviceId))) {
        await this.jobs.finishItem(id, item.position, { status: 'WAITING', error: OFFLINE }, this.now());
        this.changed(watched);
        continue;
      }
      const outcome = await this.apply(caller, item.uid, job.action).then(
        () => ({ status: 'DONE' as const, error: null }),
        (error: unknown) => outcomeOf(error, waits),
      );
      if (outcome.status === 'QUOTA') {
        // The account's monthly quota ran out: this device was not done; the job waits for its owner.
        await this.jobs.finishItem(id, item.position, { status: 'PENDING', error: null }, this.now());
        if (await this.jobs.move(id, ['RUNNING'], 'PAUSED', { pauseReason: 'quota' }))
          this.log.info({ bulkJob: id }, 'bulk job paused: the provider quota ran out');
        this.changed(watched);
        return;
      }
      await this.jobs.finishItem(id, item.position, outcome, this.now());
      this.changed(watched);
      if (await this.pausedByItsRules(id, job.options)) return this.changed(watched);
    }
    // Offline devices still waiting: the job stays RUNNING and the sweep comes back for them.
    if (await this.jobs.finish(id, this.now())) {
      this.log.info({ bulkJob: id }, 'bulk job done');
      this.changed(watched);
    }
  }

  /**
   * The waiting devices that reported online since (a pushed event or a poll stored it) run again;
   * past the job's offline deadline, the ones still offline fail.
   */
  private async catchUp(id: number, deadline: Date): Promise<void> {
    await this.jobs.releaseReturned(id);
    if (this.now().getTime() >= deadline.getTime())
      await this.jobs.moveItems(id, ['WAITING'], 'FAILED', OFFLINE_PAST_DEADLINE, this.now());
  }

  /**
   * Queues every unfinished job again, so one whose server died mid-way goes on where it was. A job
   * already waiting is left as it is (the queue keeps one waiting run per job).
   */
  async sweep(): Promise<number> {
    const jobs = await this.jobs.unfinished();
    for (const { id, startAt } of jobs) await this.queue(id, startAt);
    return jobs.length;
  }

  /** Pauses the job when its first batch had a failure or too many devices failed (its options). */
  private async pausedByItsRules(id: number, options: BulkJobRow['options']): Promise<boolean> {
    if (options.firstBatch === undefined && options.failurePercent === undefined) return false;
    const reason = bulkPauseReason(options, await this.jobs.tried(id));
    if (!reason) return false;
    if (await this.jobs.move(id, ['RUNNING'], 'PAUSED', { pauseReason: reason }))
      this.log.info({ bulkJob: id, reason }, 'bulk job paused by its own rule');
    return true;
  }

  /** The owner as a caller who may change devices now, or undefined. */
  private async owner(ownerId: number): Promise<Caller | undefined> {
    const user = await this.users.findById(ownerId);
    if (!user?.activated) return undefined;
    const caller = await this.callers.load(user.login, user.authorities.includes('ROLE_ADMIN'));
    if (!caller) return undefined;
    if (caller.isSuperUser) return caller;
    if (!caller.account || !allows(resolvePermission(caller, 'DEVICE_MANAGEMENT'), 'update'))
      return undefined;
    return caller;
  }

  private async apply(caller: Caller, uid: string, action: BulkAction): Promise<void> {
    switch (action.kind) {
      case 'commands':
        await this.devicesIot.sendCommands(caller, uid, action.commands);
        return;
      case 'deleteTimers':
        await this.devicesIot.deleteTimers(caller, uid, { category: action.category, group: action.group });
        return;
      case 'timers':
        if (action.removeOld) await this.devicesIot.deleteTimers(caller, uid, {});
        for (const timer of action.timers) await this.devicesIot.addTimer(caller, uid, timer);
    }
  }
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** What a failed device's error makes of it: it waits (offline, when the job waits), pauses the job (quota) or fails. */
function outcomeOf(
  error: unknown,
  waits: boolean,
): { status: 'QUOTA'; error: null } | { status: 'FAILED' | 'WAITING'; error: string } {
  const key = error instanceof AppError ? error.errorKey : undefined;
  if (key === 'iotquotadepleted') return { status: 'QUOTA' as const, error: null };
  if (key === 'deviceoffline' && waits) return { status: 'WAITING', error: OFFLINE };
  return { status: 'FAILED', error: reasonOf(error) };
}
