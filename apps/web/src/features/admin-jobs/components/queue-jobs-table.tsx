import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { canCancelJob, canRetryJob, type BackgroundJob } from '@app/contracts';
import { formatDateTime } from '../../../lib/formatters';
import { useNow } from '../../../lib/use-now';
import type { JobAction } from '../api/act-on-job';
import { isDeferred, shortData, shortJobId } from '../utils/job-text';
import './job-tables.css';

function Instant({ value }: { value: string | null }) {
  const { t } = useTranslation();
  return value ? (
    <time dateTime={value}>{formatDateTime(value, true)}</time>
  ) : (
    <>{t('adminJobs.jobs.none')}</>
  );
}

/** A job's data, short on its line; the whole (as the server sent it) behind a disclosure. */
function JobData({ data }: { data: string | null }) {
  const { t } = useTranslation();
  const short = shortData(data);
  if (data === null || short === null)
    return <span className="text-body-secondary">{t('adminJobs.jobs.noData')}</span>;
  if (short === data) return <code className="text-break">{data}</code>;
  return (
    <details>
      <summary>
        <code className="text-break">{short}</code>
        <span className="visually-hidden"> {t('adminJobs.jobs.showData')}</span>
      </summary>
      <pre className="small text-break mb-0" style={{ whiteSpace: 'pre-wrap' }}>
        {data}
      </pre>
    </details>
  );
}

/**
 * A queue's newest jobs: id, state (in words), retries of the limit, created / started / ended, a
 * failed job's error, the data shown short; Run again on a failed job, Cancel on a waiting or running
 * one (both confirm first, in the page). One card per job on a phone. Test ids `queue-jobs-table`,
 * rows `job-row-<id>` (`data-state`), buttons `job-retry-<id>` and `job-cancel-<id>`.
 */
export function QueueJobsTable({
  queue,
  jobs,
  busy,
  onAction,
}: {
  queue: string;
  jobs: readonly BackgroundJob[];
  busy: boolean;
  onAction: (job: BackgroundJob, action: JobAction) => void;
}) {
  const { t } = useTranslation();
  const now = useNow();
  const column = (name: string) => t(`adminJobs.jobs.columns.${name}`);
  return (
    <Table
      striped
      responsive
      className="align-middle table-cards caption-top job-table"
      data-testid="queue-jobs-table"
    >
      <caption>{t('adminJobs.jobs.caption', { queue })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('adminJobs.jobs.columns.id')}</th>
          <th scope="col">{t('adminJobs.jobs.columns.state')}</th>
          <th scope="col">{t('adminJobs.jobs.columns.attempts')}</th>
          <th scope="col">{t('adminJobs.jobs.columns.created')}</th>
          <th scope="col">{t('adminJobs.jobs.columns.started')}</th>
          <th scope="col">{t('adminJobs.jobs.columns.completed')}</th>
          <th scope="col">{t('adminJobs.jobs.columns.error')}</th>
          <th scope="col">{t('adminJobs.jobs.columns.data')}</th>
          <th scope="col">{t('adminJobs.jobs.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => {
          const id = shortJobId(job.id);
          const waiting = job.state === 'created' || job.state === 'retry';
          return (
            <tr key={job.id} data-testid={`job-row-${job.id}`} data-state={job.state}>
              <th scope="row" className="fw-normal text-start">
                <code title={job.id}>{id}</code>
              </th>
              <td data-label={column('state')}>
                {t(`adminJobs.states.${job.state}`)}
                {waiting && isDeferred(job.startAfter, now) && (
                  <div className="small text-body-secondary">
                    {t('adminJobs.jobs.deferred', { time: formatDateTime(job.startAfter, true) })}
                  </div>
                )}
              </td>
              <td data-label={column('attempts')}>
                {t('adminJobs.jobs.attempts', { retries: job.retryCount, limit: job.retryLimit })}
              </td>
              <td data-label={column('created')}>
                <Instant value={job.createdOn} />
              </td>
              <td data-label={column('started')}>
                <Instant value={job.startedOn} />
              </td>
              <td data-label={column('completed')}>
                <Instant value={job.completedOn} />
              </td>
              <td data-label={column('error')} className="text-break" data-testid={`job-error-${job.id}`}>
                {job.error ?? t('adminJobs.jobs.none')}
              </td>
              <td data-label={column('data')}>
                <JobData data={job.data} />
              </td>
              <td data-label={column('actions')}>
                <div className="d-flex flex-wrap gap-2 justify-content-end justify-content-sm-start">
                  {canRetryJob(job.state) && (
                    <Button
                      size="sm"
                      variant="outline-primary"
                      disabled={busy}
                      onClick={() => onAction(job, 'retry')}
                      aria-label={t('adminJobs.actions.retryLabel', { id })}
                      data-testid={`job-retry-${job.id}`}
                    >
                      {t('adminJobs.actions.retry')}
                    </Button>
                  )}
                  {canCancelJob(job.state) && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      disabled={busy}
                      onClick={() => onAction(job, 'cancel')}
                      aria-label={t('adminJobs.actions.cancelLabel', { id })}
                      data-testid={`job-cancel-${job.id}`}
                    >
                      {t('adminJobs.actions.cancel')}
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
