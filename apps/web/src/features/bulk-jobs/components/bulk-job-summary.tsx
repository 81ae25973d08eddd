import type { BulkJob } from '@app/contracts';
import Alert from 'react-bootstrap/Alert';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDateTimeFull } from '../../../lib/formatters';
import { isBulkJobMoving } from '../../../lib/bulk-jobs/bulk-job-api';
import { describeAction } from '../utils/describe-action';
import { progressOf } from '../utils/bulk-job-progress';
import { BulkJobStatusBadge } from './bulk-job-badges';

/**
 * A job at a glance: its status (`bulk-job-status`, `data-status`), a named progress bar over its
 * devices (`bulk-job-progress`) with the counts in words (`bulk-job-counts`), the operation in
 * words (`bulk-job-action`), the offline devices it waits for (`bulk-job-waiting`), the filter its
 * devices were chosen by (`bulk-job-filter`), a polite status region for screen readers (`bulk-job-announcement`), its start time and safeguards when it has them (`bulk-job-start-at`,
 * `bulk-job-staging`), why it paused itself (`bulk-job-pause-reason`), who created it and when,
 * when it started and finished.
 */
export function BulkJobSummary({ job }: { job: BulkJob }) {
  const { t } = useTranslation();
  const percent = progressOf(job.counts);
  const moving = isBulkJobMoving(job.status);
  const when = (value: string | null) =>
    value ? <time dateTime={value}>{formatDateTime(value, true)}</time> : '—';
  return (
    <section className="mb-4">
      <p className="mb-2">
        <BulkJobStatusBadge status={job.status} testId="bulk-job-status" />
      </p>
      {job.status === 'PAUSED' && job.pauseReason && (
        <Alert variant="warning" data-testid="bulk-job-pause-reason">
          {t(`bulkJobs.detail.pauseReason.${job.pauseReason}`)}
        </Alert>
      )}
      <ProgressBar className="mb-2">
        <ProgressBar
          now={percent}
          label={`${percent} %`}
          aria-label={t('bulkJobs.detail.progress')}
          data-testid="bulk-job-progress"
          animated={moving}
          striped={moving}
        />
      </ProgressBar>
      {/* Said by screen readers as the job moves: its status and progress by quarters, not each device. */}
      <p className="visually-hidden" role="status" aria-live="polite" data-testid="bulk-job-announcement">
        {t('bulkJobs.detail.liveProgress', {
          status: t(`bulkJobs.status.${job.status}`),
          percent: Math.floor(percent / 25) * 25,
        })}
      </p>
      <p data-testid="bulk-job-counts">
        {t('bulkJobs.detail.countsText', {
          total: job.counts.total,
          done: job.counts.done,
          failed: job.counts.failed,
          cancelled: job.counts.cancelled,
          pending: job.counts.pending,
        })}
      </p>
      {job.counts.waiting > 0 && (
        <p data-testid="bulk-job-waiting">
          {t('bulkJobs.detail.waiting', {
            count: job.counts.waiting,
            deadline: job.offlineDeadline ? formatDateTimeFull(job.offlineDeadline) : '—',
          })}
        </p>
      )}
      <dl className="row mb-0">
        <dt className="col-sm-3">{t('bulkJobs.detail.action')}</dt>
        <dd className="col-sm-9" data-testid="bulk-job-action">
          <span className="d-block">{t(`bulkJobs.kind.${job.kind}`)}</span>
          <span className="text-body-secondary">{describeAction(t, job.action)}</span>
        </dd>
        {job.options?.startAt && (
          <>
            <dt className="col-sm-3">{t('bulkJobs.detail.startAt')}</dt>
            <dd className="col-sm-9" data-testid="bulk-job-start-at">
              {when(job.options.startAt)}
            </dd>
          </>
        )}
        {job.filter && (
          <>
            <dt className="col-sm-3">{t('bulkJobs.detail.targets')}</dt>
            <dd className="col-sm-9" data-testid="bulk-job-filter">
              {t('bulkJobs.detail.filter')}
            </dd>
          </>
        )}
        {(job.options?.firstBatch !== undefined ||
          job.options?.failurePercent !== undefined ||
          job.options?.offlineWaitDays !== undefined) && (
          <>
            <dt className="col-sm-3">{t('bulkJobs.detail.staging')}</dt>
            <dd className="col-sm-9" data-testid="bulk-job-staging">
              {job.options.firstBatch !== undefined && (
                <span className="d-block">
                  {t('bulkJobs.detail.firstBatch', { count: job.options.firstBatch })}
                </span>
              )}
              {job.options.failurePercent !== undefined && (
                <span className="d-block">
                  {t('bulkJobs.detail.failurePercent', { percent: job.options.failurePercent })}
                </span>
              )}
              {job.options.offlineWaitDays !== undefined && (
                <span className="d-block">
                  {t('bulkJobs.detail.offlineWait', { count: job.options.offlineWaitDays })}
                </span>
              )}
            </dd>
          </>
        )}
        <dt className="col-sm-3">{t('bulkJobs.detail.createdBy')}</dt>
        <dd className="col-sm-9 text-break">{job.createdBy}</dd>
        <dt className="col-sm-3">{t('bulkJobs.detail.createdDate')}</dt>
        <dd className="col-sm-9">{when(job.createdDate)}</dd>
        <dt className="col-sm-3">{t('bulkJobs.detail.startedDate')}</dt>
        <dd className="col-sm-9">{when(job.startedDate)}</dd>
        <dt className="col-sm-3">{t('bulkJobs.detail.finishedDate')}</dt>
        <dd className="col-sm-9">{when(job.finishedDate)}</dd>
      </dl>
    </section>
  );
}
