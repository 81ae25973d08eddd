import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JobQueue } from '@app/contracts';
import { Icon } from '../../../components/ui/icon';
import { paths } from '../../../config/paths';
import { formatSeconds } from '../utils/job-text';
import './job-tables.css';

/** A queue's count of failed jobs: when there are any, said in words and marked, not by colour alone. */
function FailedCount({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return <>0</>;
  return (
    <strong
      className="text-danger-emphasis d-inline-flex align-items-center gap-1"
      data-testid="failed-highlight"
    >
      <Icon name="alert" />
      {t('adminJobs.queues.failedHighlight', { count })}
    </strong>
  );
}

/**
 * Every queue with its counts (waiting, running, failed, completed and kept, cancelled) and its
 * policy; the queue's name opens its jobs below (`aria-current` on the open one). A table on a
 * wide screen, one card per queue on a phone. Test ids `job-queues-table`, rows
 * `job-queue-row-<name>` (`data-failed`), links `job-queue-open-<name>`.
 */
export function JobQueuesTable({
  queues,
  selected,
  search,
}: {
  queues: readonly JobQueue[];
  selected: string | undefined;
  /** The address's other choices (the state filter), kept when a queue is opened. */
  search: (queue: string) => string;
}) {
  const { t } = useTranslation();
  const seconds = (value: number) => (value > 0 ? formatSeconds(value) : t('adminJobs.queues.forever'));
  return (
    <Table
      striped
      responsive
      className="align-middle table-cards caption-top job-table"
      data-testid="job-queues-table"
    >
      <caption>{t('adminJobs.queues.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('adminJobs.queues.columns.queue')}</th>
          <th scope="col">{t('adminJobs.queues.columns.waiting')}</th>
          <th scope="col">{t('adminJobs.queues.columns.running')}</th>
          <th scope="col">{t('adminJobs.queues.columns.failed')}</th>
          <th scope="col">{t('adminJobs.queues.columns.completed')}</th>
          <th scope="col">{t('adminJobs.queues.columns.cancelled')}</th>
          <th scope="col">{t('adminJobs.queues.columns.policy')}</th>
        </tr>
      </thead>
      <tbody>
        {queues.map((queue) => (
          <tr
            key={queue.name}
            data-testid={`job-queue-row-${queue.name}`}
            data-failed={queue.counts.failed}
            className={queue.name === selected ? 'table-active' : undefined}
          >
            <th scope="row" className="fw-normal text-start">
              <Link
                to={paths.admin.jobs.getHref(search(queue.name))}
                aria-label={t('adminJobs.queues.showLabel', { queue: queue.name })}
                aria-current={queue.name === selected ? 'true' : undefined}
                data-testid={`job-queue-open-${queue.name}`}
                className="text-break"
              >
                {queue.name}
              </Link>
              {queue.recurring && (
                <small className="d-block text-body-secondary">{t('adminJobs.queues.recurring')}</small>
              )}
            </th>
            <td data-label={t('adminJobs.queues.columns.waiting')}>{queue.counts.waiting}</td>
            <td data-label={t('adminJobs.queues.columns.running')}>{queue.counts.running}</td>
            <td data-label={t('adminJobs.queues.columns.failed')}>
              <FailedCount count={queue.counts.failed} />
            </td>
            <td data-label={t('adminJobs.queues.columns.completed')}>{queue.counts.completed}</td>
            <td data-label={t('adminJobs.queues.columns.cancelled')}>{queue.counts.cancelled}</td>
            <td data-label={t('adminJobs.queues.columns.policy')} className="small">
              {t('adminJobs.queues.policy', {
                policy: queue.policy.policy,
                retryLimit: queue.policy.retryLimit,
                expire: seconds(queue.policy.expireInSeconds),
                keep: seconds(queue.policy.deleteAfterSeconds),
              })}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
