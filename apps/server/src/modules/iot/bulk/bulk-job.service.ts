import {
  MAX_BULK_JOB_DELAY_DAYS,
  MAX_BULK_JOB_DEVICES,
  bulkItemsNotStarted,
  bulkJobMoves,
  type BulkJobOptions,
  type BulkJob,
  type BulkJobCounts,
  type BulkJobDetail,
  type BulkJobRequest,
} from '@app/contracts';
import type { AppDatabase } from '../../../db/client';
import type { AuditService } from '../../audit';
import type { JobEngine } from '../../../jobs/job-engine';
import { AppError, conflict, notFound } from '../../../lib/app-error';
import type { Caller } from '../../access/caller';
import type { IotDeviceRepository } from '../iot-device.repository';
import type { BulkJobItemRow, BulkJobRepository, BulkJobRow } from './bulk-job.repository';
import { BULK_JOB_QUEUE, type BulkJobMessage } from './bulk-job.runner';
import { presentBulkJob } from './bulk-job.presenter';
import { unwatched, type BulkJobChanged } from './bulk-job-changes';

/** The job list shows this many of the newest jobs. */
const LIST_LIMIT = 100;
/** A refusal names at most this many of the devices it is about. */
const NAMED = 5;

/**
 * Bulk jobs (docs/decisions/038): a job is submitted once, for devices the caller may change now;
 * the job engine runs it (BulkJobRunner) whether or not the browser stays. Its owner (or the super
 * user) sees it, pauses, resumes, cancels it, and runs its failed devices again.
 */
export class BulkJobService {
  constructor(
    private readonly jobs: BulkJobRepository,
    private readonly devices: IotDeviceRepository,
    private readonly engine: JobEngine,
    private readonly audit: AuditService,
    private readonly now: () => Date = () => new Date(),
    private readonly changed: BulkJobChanged = unwatched,
  ) {}

  async submit(caller: Caller, request: BulkJobRequest): Promise<BulkJob> {
    const targets = await this.targets(caller, request);
    const options = this.checkedOptions(request.options ?? {});
    await this.engine.ready();
    // The engine's job is queued in the transaction that writes the bulk job: both or neither.
    const job = await this.jobs.create(
      { id: caller.userId, login: caller.login },
      request.action,
      options,
      request.filter ?? null,
      targets,
      this.now(),
      (tx, id) => this.start(id, options.startAt, tx),
    );
    await this.audit.record(caller.login, 'BULK_JOB_CREATED', {
      job: String(job.id),
      kind: job.kind,
      devices: String(targets.length),
    });
    this.changed({ id: job.id, ownerId: caller.userId });
    return presentBulkJob(job, await this.countsOf(job.id));
  }

  async list(caller: Caller): Promise<BulkJob[]> {
    const rows = await this.jobs.list(caller.isSuperUser ? undefined : caller.userId, LIST_LIMIT);
    const counts = await this.jobs.counts(rows.map((r) => r.id));
    return rows.map((row) => presentBulkJob(row, counts.get(row.id)!));
  }

  async get(caller: Caller, id: number): Promise<BulkJobDetail> {
    const job = await this.visible(caller, id);
    const [counts, items] = await Promise.all([this.countsOf(id), this.jobs.items(id)]);
    return { ...presentBulkJob(job, counts), items: items.map(presentItem) };
  }

  async pause(caller: Caller, id: number): Promise<BulkJob> {
    return this.move(caller, id, 'pause', async () =>
      this.jobs.move(id, ['QUEUED', 'RUNNING'], 'PAUSED', { pauseReason: null }),
    );
  }

  /** Resumes a paused job; a job paused by its own rule goes on without that rule (the owner judged). */
  async resume(caller: Caller, id: number): Promise<BulkJob> {
    return this.move(caller, id, 'resume', async (job) => {
      const options = { ...job.options };
      if (job.pauseReason === 'firstBatch') delete options.firstBatch;
      if (job.pauseReason === 'failures') delete options.failurePercent;
      if (!(await this.jobs.move(id, ['PAUSED'], 'QUEUED', { pauseReason: null, options }))) return false;
      await this.start(id, options.startAt);
      return true;
    });
  }

  async cancel(caller: Caller, id: number): Promise<BulkJob> {
    return this.move(caller, id, 'cancel', async () => {
      if (
        !(await this.jobs.move(id, ['QUEUED', 'RUNNING', 'PAUSED'], 'CANCELLED', {
          finishedDate: this.now(),
        }))
      )
        return false;
      await this.jobs.moveItems(id, bulkItemsNotStarted, 'CANCELLED', 'Cancelled by its owner', this.now());
      return true;
    });
  }

  /** Runs the failed devices of a finished job again (the others are left as they are). */
  async retryFailed(caller: Caller, id: number): Promise<BulkJob> {
    return this.move(caller, id, 'retry', async (job) => {
      if (job.status !== 'DONE' && job.status !== 'CANCELLED') return false;
      if (!(await this.jobs.moveItems(id, ['FAILED'], 'PENDING', null, null))) return false;
      await this.jobs.move(id, ['DONE', 'CANCELLED'], 'QUEUED', { finishedDate: null });
      await this.start(id);
      return true;
    });
  }

  /** Applies a move the job's status allows (409 otherwise), audits it, answers the job as it is. */
  private async move(
    caller: Caller,
    id: number,
    action: 'pause' | 'resume' | 'cancel' | 'retry',
    apply: (job: BulkJobRow) => Promise<boolean>,
  ): Promise<BulkJob> {
    const job = await this.visible(caller, id);
    const allowed = bulkJobMoves({ status: job.status, counts: await this.countsOf(id) })[action];
    if (!allowed || !(await apply(job)))
      throw conflict('bulkjobstatus', `A ${job.status.toLowerCase()} job cannot be ${pastOf[action]}`);
    await this.audit.record(caller.login, 'BULK_JOB_CHANGED', { job: String(id), action });
    this.changed({ id, ownerId: job.ownerId });
    return presentBulkJob((await this.jobs.get(id))!, await this.countsOf(id));
  }

  /**
   * Queues the job on the engine (one waiting and one running per job at most), deferred to its
   * start time when that is still ahead.
   */
  async start(id: number, startAt?: string, tx?: AppDatabase): Promise<void> {
    const at = startAt ? new Date(startAt) : undefined;
    await this.engine.send(BULK_JOB_QUEUE, { bulkJobId: id } satisfies BulkJobMessage, {
      tx,
      key: String(id),
      ...(at && at.getTime() > this.now().getTime() ? { startAfter: at } : {}),
    });
  }

  /**
   * The devices a job targets, each one the caller may change now: the listed ones (400 naming those
   * that are not), or the ones matching the filter (400 when none, or more than a job may hold).
   */
  private async targets(
    caller: Caller,
    request: BulkJobRequest,
  ): Promise<Array<{ uid: string; deviceId: number }>> {
    if (request.filter) {
      const found = await this.devices.matching(caller, request.filter, 'update', MAX_BULK_JOB_DEVICES + 1);
      if (!found.length)
        throw new AppError(400, 'bulkjobnomatch', 'No device you may change matches the filter');
      if (found.length > MAX_BULK_JOB_DEVICES)
        throw new AppError(
          400,
          'bulkjobtoomany',
          `More than ${MAX_BULK_JOB_DEVICES} devices match the filter: narrow it`,
          { params: { max: MAX_BULK_JOB_DEVICES } },
        );
      return found.map((d) => ({ uid: d.uid, deviceId: d.id }));
    }
    const uids = request.devices ?? [];
    const found = await this.devices.inScope(caller, uids, 'update');
    const byUid = new Map(found.map((d) => [d.uid, d.id]));
    const missing = uids.filter((uid) => !byUid.has(uid));
    if (missing.length)
      throw new AppError(
        400,
        'bulkjobdevices',
        `${missing.length} of the devices are unknown or not yours to change: ${missing.slice(0, NAMED).join(', ')}${missing.length > NAMED ? ', …' : ''}`,
        { params: { missing: missing.length } },
      );
    return uids.map((uid) => ({ uid, deviceId: byUid.get(uid)! }));
  }

  /** A start time must be ahead, and at most 30 days ahead. */
  private checkedOptions(options: BulkJobOptions): BulkJobOptions {
    if (options.startAt === undefined) return options;
    const at = Date.parse(options.startAt);
    const now = this.now().getTime();
    if (at <= now) throw new AppError(400, 'bulkjobstart', 'The start time is in the past');
    if (at > now + MAX_BULK_JOB_DELAY_DAYS * 86_400_000)
      throw new AppError(
        400,
        'bulkjobstart',
        `A job can be scheduled at most ${MAX_BULK_JOB_DELAY_DAYS} days ahead`,
      );
    return { ...options, startAt: new Date(at).toISOString() };
  }

  /** The job, or 404 when it does not exist or is somebody else's (for all but the super user). */
  private async visible(caller: Caller, id: number): Promise<BulkJobRow> {
    const job = await this.jobs.get(id);
    if (!job || (!caller.isSuperUser && job.ownerId !== caller.userId)) throw notFound(`No bulk job ${id}`);
    return job;
  }

  private async countsOf(id: number): Promise<BulkJobCounts> {
    return (await this.jobs.counts([id])).get(id)!;
  }
}

const pastOf = { pause: 'paused', resume: 'resumed', cancel: 'cancelled', retry: 'run again' } as const;

const presentItem = (item: BulkJobItemRow) => ({
  uid: item.uid,
  name: item.name,
  status: item.status,
  error: item.error,
  finishedDate: item.finishedDate?.toISOString() ?? null,
});
