import type { FastifyBaseLogger } from 'fastify';
import { BULK_JOB_PUSH_INTERVAL_MS, type BulkJob } from '@app/contracts';
import type { BulkJobChanged } from './bulk-job-changes';
import type { BulkJobRepository } from './bulk-job.repository';
import { presentBulkJob } from './bulk-job.presenter';

/**
 * Where a job's summary goes once read: the live feed (modules/live-status, a layer above this
 * module: it is given here, never imported) that shares it with every instance and its subscribers.
 */
export interface BulkJobProgress {
  publish(change: { ownerId: number; job: BulkJob }): Promise<void>;
}

/** A job being followed: a message was just sent, and whether it changed again since its read. */
interface Cooling {
  changedSince: boolean;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Publishes bulk jobs' changes to the live feed (docs/decisions/038, "Live progress"). The runner
 * tells of every device (20 and more a second): the first change of a job is read and sent at once,
 * then the job cools down for `intervalMs`; changes meanwhile are one message at its end, read then
 * (the last state wins). A change after a read always leads to another read, so the final state
 * is always sent. One read of the job and its counts per message, whichever instance runs it.
 */
export class BulkJobLive {
  private readonly cooling = new Map<number, Cooling>();

  constructor(
    private readonly jobs: BulkJobRepository,
    private readonly feed: BulkJobProgress,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = BULK_JOB_PUSH_INTERVAL_MS,
  ) {}

  /** The hook the runner and the service call; never throws. */
  readonly changed: BulkJobChanged = ({ id }) => {
    const cooling = this.cooling.get(id);
    if (cooling) {
      cooling.changedSince = true;
      return;
    }
    this.cooling.set(id, { changedSince: false, timer: undefined });
    void this.send(id);
  };

  /** Stops the cooling timers (what was pending is not sent). */
  close(): void {
    for (const { timer } of this.cooling.values()) clearTimeout(timer);
    this.cooling.clear();
  }

  private async send(id: number): Promise<void> {
    try {
      const job = await this.jobs.get(id);
      if (job) {
        const counts = (await this.jobs.counts([id])).get(id)!;
        await this.feed.publish({ ownerId: job.ownerId, job: presentBulkJob(job, counts) });
      }
    } catch (error) {
      this.log.warn({ err: error, job: id }, 'bulk job progress not published');
    }
    const cooling = this.cooling.get(id);
    if (!cooling) return; // closed meanwhile
    cooling.timer = setTimeout(() => {
      if (cooling.changedSince) {
        cooling.changedSince = false;
        void this.send(id);
      } else this.cooling.delete(id);
    }, this.intervalMs);
    cooling.timer.unref();
  }
}
