import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  bulkItemsUnfinished,
  type BulkAction,
  type BulkItemStatus,
  type BulkJobCounts,
  type BulkJobOptions,
  type BulkJobStatus,
  type BulkPauseReason,
  type BulkTargetFilter,
} from '@app/contracts';
import type { AppDatabase } from '../../../db/client';
import { bulkJobItems, bulkJobs, deviceLatestStatuses, devices } from '../../../db/schema';

export type BulkJobRow = typeof bulkJobs.$inferSelect;
export type BulkJobItemRow = typeof bulkJobItems.$inferSelect & { name: string | null };

/** Items are written this many per statement (10,000 devices: 20 statements). */
const INSERT_CHUNK = 500;

/** The only place that reads and writes bulk jobs and their items (docs/decisions/038). */
export class BulkJobRepository {
  constructor(private readonly db: AppDatabase) {}

  /** The job and one PENDING item per device, and `queue` (the engine's job), in one transaction. */
  async create(
    owner: { id: number; login: string },
    action: BulkAction,
    options: BulkJobOptions,
    targetFilter: BulkTargetFilter | null,
    targets: ReadonlyArray<{ uid: string; deviceId: number }>,
    now: Date,
    queue: (tx: AppDatabase, id: number) => Promise<void>,
  ): Promise<BulkJobRow> {
    return this.db.transaction(async (tx) => {
      const [job] = await tx
        .insert(bulkJobs)
        .values({
          ownerId: owner.id,
          ownerLogin: owner.login,
          kind: action.kind,
          action,
          options,
          targetFilter,
          status: 'QUEUED',
          createdDate: now,
        })
        .returning();
      for (let i = 0; i < targets.length; i += INSERT_CHUNK) {
        await tx.insert(bulkJobItems).values(
          targets.slice(i, i + INSERT_CHUNK).map((t, j) => ({
            jobId: job!.id,
            position: i + j,
            uid: t.uid,
            deviceId: t.deviceId,
            status: 'PENDING' as const,
          })),
        );
      }
      await queue(tx, job!.id);
      return job!;
    });
  }

  async get(id: number): Promise<BulkJobRow | undefined> {
    const [job] = await this.db.select().from(bulkJobs).where(eq(bulkJobs.id, id));
    return job;
  }

  /** The newest jobs first; one owner's, or everybody's (the super user). */
  list(ownerId: number | undefined, limit: number): Promise<BulkJobRow[]> {
    return this.db
      .select()
      .from(bulkJobs)
      .where(ownerId === undefined ? undefined : eq(bulkJobs.ownerId, ownerId))
      .orderBy(desc(bulkJobs.id))
      .limit(limit);
  }

  /** Items per status of each job. */
  async counts(jobIds: readonly number[]): Promise<Map<number, BulkJobCounts>> {
    const rows = jobIds.length
      ? await this.db
          .select({ jobId: bulkJobItems.jobId, status: bulkJobItems.status, n: sql<number>`count(*)::int` })
          .from(bulkJobItems)
          .where(inArray(bulkJobItems.jobId, [...jobIds]))
          .groupBy(bulkJobItems.jobId, bulkJobItems.status)
      : [];
    const counts = new Map<number, BulkJobCounts>(
      jobIds.map((id) => [id, { total: 0, pending: 0, waiting: 0, done: 0, failed: 0, cancelled: 0 }]),
    );
    for (const row of rows) {
      const c = counts.get(row.jobId)!;
      c.total += row.n;
      if (row.status === 'PENDING' || row.status === 'RUNNING') c.pending += row.n;
      else if (row.status === 'WAITING') c.waiting += row.n;
      else if (row.status === 'DONE') c.done += row.n;
      else if (row.status === 'FAILED') c.failed += row.n;
      else c.cancelled += row.n;
    }
    return counts;
  }

  /** Every item of a job in its order, with the device's name when the device still exists. */
  items(jobId: number): Promise<BulkJobItemRow[]> {
    return this.db
      .select({
        jobId: bulkJobItems.jobId,
        position: bulkJobItems.position,
        uid: bulkJobItems.uid,
        deviceId: bulkJobItems.deviceId,
        status: bulkJobItems.status,
        error: bulkJobItems.error,
        finishedDate: bulkJobItems.finishedDate,
        name: devices.name,
      })
      .from(bulkJobItems)
      .leftJoin(devices, eq(devices.id, bulkJobItems.deviceId))
      .where(eq(bulkJobItems.jobId, jobId))
      .orderBy(asc(bulkJobItems.position));
  }

  /**
   * Moves a job from one of `from` to `to`; false when it was in none of them (another request or
   * the runner moved it first). `dates` are set with it.
   */
  async move(
    id: number,
    from: readonly BulkJobStatus[],
    to: BulkJobStatus,
    changes: {
      startedDate?: Date;
      finishedDate?: Date | null;
      pauseReason?: BulkPauseReason | null;
      options?: BulkJobOptions;
    } = {},
  ): Promise<boolean> {
    const rows = await this.db
      .update(bulkJobs)
      .set({ status: to, ...changes })
      .where(and(eq(bulkJobs.id, id), inArray(bulkJobs.status, [...from])))
      .returning({ id: bulkJobs.id });
    return rows.length > 0;
  }

  /** The jobs QUEUED or RUNNING, with their start time when they have one. */
  async unfinished(): Promise<Array<{ id: number; startAt: string | undefined }>> {
    const rows = await this.db
      .select({ id: bulkJobs.id, options: bulkJobs.options })
      .from(bulkJobs)
      .where(inArray(bulkJobs.status, ['QUEUED', 'RUNNING']));
    return rows.map((r) => ({ id: r.id, startAt: r.options.startAt }));
  }

  /** How many of a job's devices were tried (DONE or FAILED), and how many of them failed. */
  async tried(jobId: number): Promise<{ finished: number; failed: number }> {
    const [row] = await this.db
      .select({
        finished: sql<number>`count(*) filter (where ${bulkJobItems.status} in ('DONE', 'FAILED'))::int`,
        failed: sql<number>`count(*) filter (where ${bulkJobItems.status} = 'FAILED')::int`,
      })
      .from(bulkJobItems)
      .where(eq(bulkJobItems.jobId, jobId));
    return { finished: row?.finished ?? 0, failed: row?.failed ?? 0 };
  }

  /** The job's status as it is now (the runner asks before each device). */
  async status(id: number): Promise<BulkJobStatus | undefined> {
    const [row] = await this.db.select({ status: bulkJobs.status }).from(bulkJobs).where(eq(bulkJobs.id, id));
    return row?.status;
  }

  /**
   * Takes the job's next PENDING item (in order) and marks it RUNNING, in one statement that skips
   * an item another runner has locked; undefined when none is left or the job is no longer RUNNING
   * (paused or cancelled since the runner last looked: the pause holds at once, not one device later).
   */
  async claimNext(
    jobId: number,
  ): Promise<{ position: number; uid: string; deviceId: number | null } | undefined> {
    const next = this.db
      .select({ position: bulkJobItems.position })
      .from(bulkJobItems)
      .where(and(eq(bulkJobItems.jobId, jobId), eq(bulkJobItems.status, 'PENDING')))
      .orderBy(asc(bulkJobItems.position))
      .limit(1)
      .for('update', { skipLocked: true });
    const running = this.db
      .select({ id: bulkJobs.id })
      .from(bulkJobs)
      .where(and(eq(bulkJobs.id, jobId), eq(bulkJobs.status, 'RUNNING')));
    const [item] = await this.db
      .update(bulkJobItems)
      .set({ status: 'RUNNING' })
      .where(
        and(
          eq(bulkJobItems.jobId, jobId),
          eq(bulkJobItems.position, sql`(${next})`),
          sql`exists (${running})`,
        ),
      )
      .returning({ position: bulkJobItems.position, uid: bulkJobItems.uid, deviceId: bulkJobItems.deviceId });
    return item;
  }

  /**
   * A RUNNING job becomes DONE, in one statement, only when none of its devices is PENDING, RUNNING
   * or WAITING: a run that found nothing left to claim while another run still does a device (or
   * offline devices wait) leaves the job as it is. Whether it moved.
   */
  async finish(id: number, now: Date): Promise<boolean> {
    const unfinished = this.db
      .select({ position: bulkJobItems.position })
      .from(bulkJobItems)
      .where(and(eq(bulkJobItems.jobId, id), inArray(bulkJobItems.status, [...bulkItemsUnfinished])));
    const rows = await this.db
      .update(bulkJobs)
      .set({ status: 'DONE', finishedDate: now })
      .where(and(eq(bulkJobs.id, id), eq(bulkJobs.status, 'RUNNING'), sql`not exists (${unfinished})`))
      .returning({ id: bulkJobs.id });
    return rows.length > 0;
  }

  /**
   * Stores what became of a RUNNING item: DONE or FAILED (finished now), WAITING for its device's
   * return, or PENDING again (not tried: the job paused on it).
   */
  async finishItem(
    jobId: number,
    position: number,
    outcome: { status: Exclude<BulkItemStatus, 'RUNNING' | 'CANCELLED'>; error: string | null },
    now: Date,
  ): Promise<void> {
    const finished = outcome.status === 'DONE' || outcome.status === 'FAILED';
    await this.db
      .update(bulkJobItems)
      .set({
        status: outcome.status,
        error: outcome.error?.slice(0, 1000) ?? null,
        finishedDate: finished ? now : null,
      })
      .where(and(eq(bulkJobItems.jobId, jobId), eq(bulkJobItems.position, position)));
  }

  /** Whether the device's stored latest status says it is offline (no stored status: not known). */
  async storedOffline(deviceId: number | null): Promise<boolean> {
    if (deviceId === null) return false;
    const [row] = await this.db
      .select({ online: deviceLatestStatuses.online })
      .from(deviceLatestStatuses)
      .where(eq(deviceLatestStatuses.deviceId, deviceId));
    return row !== undefined && !row.online;
  }

  /** The job's WAITING items whose device's stored status is online again become PENDING; how many. */
  async releaseReturned(jobId: number): Promise<number> {
    const rows = await this.db
      .update(bulkJobItems)
      .set({ status: 'PENDING', error: null })
      .where(
        and(
          eq(bulkJobItems.jobId, jobId),
          eq(bulkJobItems.status, 'WAITING'),
          sql`exists (select 1 from ${deviceLatestStatuses}
            where ${deviceLatestStatuses.deviceId} = ${bulkJobItems.deviceId} and ${deviceLatestStatuses.online})`,
        ),
      )
      .returning({ position: bulkJobItems.position });
    return rows.length;
  }

  /** Moves every item of a job in one of `from` to `to` (with a reason); returns how many moved. */
  async moveItems(
    jobId: number,
    from: readonly BulkItemStatus[],
    to: BulkItemStatus,
    error: string | null,
    finishedDate: Date | null,
  ): Promise<number> {
    const rows = await this.db
      .update(bulkJobItems)
      .set({ status: to, error, finishedDate })
      .where(and(eq(bulkJobItems.jobId, jobId), inArray(bulkJobItems.status, [...from])))
      .returning({ position: bulkJobItems.position });
    return rows.length;
  }
}
