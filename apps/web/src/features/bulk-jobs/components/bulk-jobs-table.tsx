import type { BulkJob } from '@app/contracts';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/formatters';
import { finishedCount } from '../utils/bulk-job-progress';
import { BulkJobStatusBadge } from './bulk-job-badges';

/**
 * The caller's jobs, newest first: the job (a link to its page), the operation in words, the status,
 * who created it and when, the progress (finished of total: done, failed, cancelled). A table with a
 * caption on a wide screen, one card per job on a phone (`table-cards`).
 * Test ids `bulk-jobs-table`, rows `bulk-job-row-<id>` (`data-status`), links `bulk-job-open-<id>`.
 */
export function BulkJobsTable({ jobs }: { jobs: readonly BulkJob[] }) {
  const { t } = useTranslation();
  return (
    <Table striped responsive className="align-middle table-cards caption-top" data-testid="bulk-jobs-table">
      <caption>{t('bulkJobs.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('bulkJobs.columns.job')}</th>
          <th scope="col">{t('bulkJobs.columns.kind')}</th>
          <th scope="col">{t('bulkJobs.columns.status')}</th>
          <th scope="col">{t('bulkJobs.columns.createdBy')}</th>
          <th scope="col">{t('bulkJobs.columns.createdDate')}</th>
          <th scope="col">{t('bulkJobs.columns.progress')}</th>
        </tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job.id} data-testid={`bulk-job-row-${job.id}`} data-status={job.status}>
            <th scope="row" className="fw-normal text-start">
              <Link
                to={paths.bulkJobs.detail.getHref(job.id)}
                data-testid={`bulk-job-open-${job.id}`}
                aria-label={t('bulkJobs.open', { id: job.id })}
              >
                {t('bulkJobs.jobName', { id: job.id })}
              </Link>
            </th>
            <td data-label={t('bulkJobs.columns.kind')}>{t(`bulkJobs.kind.${job.kind}`)}</td>
            <td data-label={t('bulkJobs.columns.status')}>
              <BulkJobStatusBadge status={job.status} />
            </td>
            <td data-label={t('bulkJobs.columns.createdBy')} className="text-break">
              {job.createdBy}
            </td>
            <td data-label={t('bulkJobs.columns.createdDate')}>
              <time dateTime={job.createdDate}>{formatDateTime(job.createdDate)}</time>
            </td>
            <td data-label={t('bulkJobs.columns.progress')}>
              {t('bulkJobs.progressText', {
                finished: finishedCount(job.counts),
                total: job.counts.total,
                done: job.counts.done,
                failed: job.counts.failed,
                cancelled: job.counts.cancelled,
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
