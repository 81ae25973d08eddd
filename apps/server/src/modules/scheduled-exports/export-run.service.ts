import type { FastifyBaseLogger } from 'fastify';
import {
  EXPORT_ATTACHMENT_MAX_BYTES,
  EXPORT_LINK_TTL_MS,
  nextExportDueAt,
  type ExportRunResult,
} from '@app/contracts';
import type { JobEngine } from '../../jobs/job-engine';
import { AppError, notFound } from '../../lib/app-error';
import type { CallerRepository } from '../access/caller.repository';
import type { MailOutbox } from '../mail';
import { toExportCsv } from './export-csv';
import { checkExportLink, signExportLink } from './export-link-token';
import { exportMail, type ExportDeliveryContent } from './export-mail';
import type { ExportReader } from './export-reader';
import type { ExportRunRepository } from './export-run.repository';

/** The job engine's queue of export runs: one job per schedule and due time. */
export const EXPORT_RUN_QUEUE = 'scheduled-export-run';

export interface ExportRunJob {
  scheduleId: number;
  /** The due time the run is for (ISO), or 'now' for "send now". */
  due: string;
}

/** How many due schedules one pass of the recurring job queues. */
const DUE_BATCH = 200;

/**
 * The runs of scheduled exports (docs/decisions/048). The recurring job claims each due schedule
 * once across instances (its next run moves on in the same statement that claims it) and queues its
 * run; a run loads the owner as a caller at run time, reads the list through ExportReader, and mails
 * the CSV (attached up to EXPORT_ATTACHMENT_MAX_BYTES, else or on request as a signed link to a
 * stored file) through the outbox, recording the run in the same transaction.
 */
export class ExportRunService {
  constructor(
    private readonly runs: ExportRunRepository,
    private readonly callers: Pick<CallerRepository, 'load'>,
    private readonly reader: ExportReader,
    private readonly outbox: Pick<MailOutbox, 'transaction'>,
    private readonly jobs: Pick<JobEngine, 'send'>,
    private readonly settings: { baseUrl: string; secret: string },
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The recurring job: claims the due schedules and queues their runs. Answers how many were queued. */
  async queueDue(): Promise<number> {
    const now = this.now();
    let queued = 0;
    for (const schedule of await this.runs.due(now, DUE_BATCH)) {
      const dueAt = schedule.nextRunAt!;
      const next = new Date(nextExportDueAt(schedule.recurrence, now.getTime()));
      if (!(await this.runs.advance(schedule.id, dueAt, next))) continue;
      const job: ExportRunJob = { scheduleId: schedule.id, due: dueAt.toISOString() };
      if (await this.jobs.send(EXPORT_RUN_QUEUE, job, { key: `${schedule.id}:${job.due}` })) queued += 1;
    }
    return queued;
  }

  /** "Send now": the same run, without moving the next one. False when one is already waiting. */
  async queueNow(scheduleId: number): Promise<boolean> {
    const job: ExportRunJob = { scheduleId, due: 'now' };
    return (await this.jobs.send(EXPORT_RUN_QUEUE, job, { key: `${scheduleId}:now` })) !== null;
  }

  /** One run (a job of the queue). A thrown error is retried by the engine; a deleted schedule is nothing. */
  async run(job: ExportRunJob): Promise<ExportRunResult | 'gone'> {
    const found = await this.runs.withOwner(job.scheduleId);
    if (!found) return 'gone';
    const { schedule, owner } = found;
    const now = this.now();
    const record = (result: ExportRunResult, rows: number | null) =>
      this.runs.record(schedule.id, { lastRunAt: now, lastResult: result, lastRows: rows });
    const caller =
      owner.activated && owner.email ? await this.callers.load(owner.login, owner.isSuperUser) : undefined;
    if (!caller) {
      await record('refused', null);
      return 'refused';
    }
    const read = await this.reader.read(caller, schedule.source, owner.langKey, now);
    if (read.kind === 'refused') {
      await record('refused', null);
      return 'refused';
    }
    const rows = read.table.data.length;
    const csv = toExportCsv(read.table, owner.langKey);
    const fileName = `${schedule.source.kind}-${now.toISOString().slice(0, 10)}.csv`;
    const attach =
      schedule.delivery === 'attachment' && Buffer.byteLength(csv, 'utf8') <= EXPORT_ATTACHMENT_MAX_BYTES;
    const result: ExportRunResult = rows === 0 ? 'empty' : attach ? 'sent' : 'sent-link';
    await this.outbox.transaction(async (tx, queue) => {
      let content: ExportDeliveryContent = { kind: 'attachment', fileName, csv };
      if (!attach) {
        const expiresAt = new Date(now.getTime() + EXPORT_LINK_TTL_MS);
        const fileId = await this.runs.storeFile(
          { scheduleId: schedule.id, fileName, content: csv, expiresAt, createdAt: now },
          tx,
        );
        const token = signExportLink(fileId, expiresAt, this.settings.secret);
        content = { kind: 'link', url: `${this.settings.baseUrl}/api/public/exports/${token}`, expiresAt };
      }
      await queue(
        exportMail({ to: owner.email!, langKey: owner.langKey, name: schedule.name, rows, content }),
      );
      await this.runs.record(schedule.id, { lastRunAt: now, lastResult: result, lastRows: rows }, tx);
    });
    this.log.info({ scheduleId: schedule.id, due: job.due, result, rows }, 'scheduled export');
    return result;
  }

  /** The file behind a signed link: a bad signature or a file gone is 404, past its time 410. */
  async download(token: string): Promise<{ fileName: string; content: string }> {
    const now = this.now();
    const check = checkExportLink(token, this.settings.secret, now);
    const file = check.ok ? await this.runs.file(check.fileId) : undefined;
    if ((!check.ok && check.reason === 'expired') || (file && file.expiresAt <= now))
      throw new AppError(410, 'gone', 'This download link has expired');
    if (!file) throw notFound('No such download');
    return { fileName: file.fileName, content: file.content };
  }

  /** Files past their link's time are deleted (the recurring job). */
  deleteExpiredFiles(): Promise<number> {
    return this.runs.deleteExpiredFiles(this.now());
  }
}
