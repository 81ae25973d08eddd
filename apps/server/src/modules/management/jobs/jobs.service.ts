import {
  canCancelJob,
  canRetryJob,
  JOB_STATE_FILTERS,
  JOB_STATES_BY_FILTER,
  type BackgroundJob,
  type JobListQuery,
  type JobQueue,
  type JobQueueDetail,
} from '@app/contracts';
import type { JobBoardRepository } from '../../../jobs/job-board.repository';
import type { JobEngine } from '../../../jobs/job-engine';
import { conflict, notFound } from '../../../lib/app-error';
import { sqlState, UNIQUE_VIOLATION } from '../../../lib/db-error';
import type { AuditService } from '../../audit';
import { presentJob, presentQueue } from './job-presenter';

const ALL_STATES = JOB_STATE_FILTERS.flatMap((filter) => JOB_STATES_BY_FILTER[filter]);

/**
 * management/jobs: the job engine's queues and their newest jobs, and the administrator's two
 * actions — run a failed job again, cancel a waiting or running one — each audited.
 */
export class JobsService {
  constructor(
    private readonly jobs: JobEngine,
    private readonly board: JobBoardRepository,
    private readonly audit: AuditService,
  ) {}

  async queues(): Promise<JobQueue[]> {
    const [queues, counts] = await Promise.all([this.jobs.listQueues(), this.board.countsByQueue()]);
    return queues
      .map((queue) => presentQueue(queue, counts, this.jobs.isRecurring(queue.name)))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  async queue(name: string, query: JobListQuery): Promise<JobQueueDetail> {
    const queue = await this.jobs.findQueue(name);
    if (!queue) throw notFound(`No job queue named ${name}`);
    const states = query.state ? JOB_STATES_BY_FILTER[query.state] : ALL_STATES;
    const [counts, rows] = await Promise.all([
      this.board.countsByQueue(),
      this.board.newestJobs(queue.table, name, states, query.size),
    ]);
    return { queue: presentQueue(queue, counts, this.jobs.isRecurring(name)), jobs: rows.map(presentJob) };
  }

  async retry(actor: string, queue: string, id: string): Promise<BackgroundJob> {
    const job = await this.existingJob(queue, id);
    if (!canRetryJob(job.state) || !(await this.retried(queue, id)))
      throw conflict(
        'jobstate',
        `Job ${id} is ${job.state}: only a failed job can be run again, while no other job of its queue waits for a retry`,
        'job',
      );
    await this.audit.record(actor, 'BACKGROUND_JOB_RETRIED', { queue, job: id });
    return this.current(queue, id);
  }

  async cancel(actor: string, queue: string, id: string): Promise<BackgroundJob> {
    const job = await this.existingJob(queue, id);
    if (!canCancelJob(job.state) || !(await this.jobs.cancelJob(queue, id)))
      throw conflict(
        'jobstate',
        `Job ${id} is ${job.state}: only a waiting or running job can be cancelled`,
        'job',
      );
    // A recurring job's chain goes on: the cancelled run is skipped, not the ones after it.
    if (this.jobs.isRecurring(queue)) await this.jobs.requeueRecurring(queue);
    await this.audit.record(actor, 'BACKGROUND_JOB_CANCELLED', { queue, job: id });
    return this.current(queue, id);
  }

  /**
   * A `stately` queue (a recurring job's) keeps one job per state: while another of its jobs waits
   * to be retried, this one cannot, and pg-boss's unique index says so.
   */
  private async retried(queue: string, id: string): Promise<boolean> {
    try {
      return await this.jobs.retryJob(queue, id);
    } catch (error) {
      if (sqlState(error) === UNIQUE_VIOLATION) return false;
      throw error;
    }
  }

  private async existingJob(queue: string, id: string) {
    if (!(await this.jobs.findQueue(queue))) throw notFound(`No job queue named ${queue}`);
    const job = await this.jobs.findJob(queue, id);
    if (!job) throw notFound(`No job ${id} in ${queue}`);
    return job;
  }

  private async current(queue: string, id: string): Promise<BackgroundJob> {
    const job = await this.existingJob(queue, id);
    return presentJob({ ...job, startedOn: job.startedOn ?? null, output: job.output, data: job.data });
  }
}
