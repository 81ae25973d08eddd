import type { FastifyBaseLogger } from 'fastify';
import { allows, bulkPauseReason, resolvePermission, type BulkAction } from '@app/contracts';
import type { Caller } from '../../access/caller';
import type { CallerRepository } from '../../access/caller.repository';
import type { UserRepository } from '../../users';
import type { DevicesIotService } from '../devices-iot.service';
import type { BulkJobRepository, BulkJobRow } from './bulk-job.repository';

/** The job engine's queue of bulk jobs: a job carries only the bulk job's id, its key. */
export const BULK_JOB_QUEUE = 'bulk-job';
/** How often unfinished bulk jobs are queued again (after a restart, a crash, a stop). */
export const BULK_JOB_SWEEP_MS = 60_000;

export interface BulkJobMessage {
  bulkJobId: number;
}

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
    await this.jobs.moveItems(
      id,
      'RUNNING',
      'FAILED',
      'Interrupted: the server stopped while this device was being done',
      this.now(),
    );
    for (;;) {
      if (stopping?.aborted) {
        await this.queue(id);
        return;
      }
      if ((await this.jobs.status(id)) !== 'RUNNING') return;
      const caller = await this.owner(job.ownerId);
      if (!caller) {
        await this.jobs.moveItems(id, 'PENDING', 'CANCELLED', OWNER_GONE, this.now());
        await this.jobs.move(id, ['RUNNING'], 'CANCELLED', { finishedDate: this.now() });
        return;
      }
      const item = await this.jobs.claimNext(id);
      if (!item) break;
      const outcome = await this.apply(caller, item.uid, job.action).then(
        () => ({ status: 'DONE' as const, error: null }),
        (error: unknown) => ({ status: 'FAILED' as const, error: reasonOf(error) }),
      );
      await this.jobs.finishItem(id, item.position, outcome, this.now());
      if (await this.pausedByItsRules(id, job.options)) return;
    }
    if (await this.jobs.move(id, ['RUNNING'], 'DONE', { finishedDate: this.now() }))
      this.log.info({ bulkJob: id }, 'bulk job done');
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
