import type { BulkJobItem } from '@app/contracts';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/formatters';
import { BulkItemStatusBadge } from './bulk-job-badges';

/**
 * The job's devices in the order given: name (or uid) and uid, outcome, reason, when it finished. A
 * table with a caption on a wide screen, one card per device on a phone (`table-cards`).
 * Test ids `bulk-job-items`, rows `bulk-job-item-<uid>` (`data-status`).
 */
export function BulkJobItemsTable({ items }: { items: readonly BulkJobItem[] }) {
  const { t } = useTranslation();
  return (
    <Table striped responsive className="align-middle table-cards caption-top" data-testid="bulk-job-items">
      <caption>{t('bulkJobs.detail.items')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('bulkJobs.item.device')}</th>
          <th scope="col">{t('bulkJobs.item.outcome')}</th>
          <th scope="col">{t('bulkJobs.item.reason')}</th>
          <th scope="col">{t('bulkJobs.item.time')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.uid} data-testid={`bulk-job-item-${item.uid}`} data-status={item.status}>
            <th scope="row" className="fw-normal text-start">
              <div className="text-break">
                {item.name || item.uid}
                {item.name && <div className="small text-body-secondary">{item.uid}</div>}
              </div>
            </th>
            <td data-label={t('bulkJobs.item.outcome')}>
              <BulkItemStatusBadge status={item.status} />
            </td>
            <td data-label={t('bulkJobs.item.reason')} className="text-break">
              {item.error ?? ''}
            </td>
            <td data-label={t('bulkJobs.item.time')}>
              {item.finishedDate && (
                <time dateTime={item.finishedDate}>{formatDateTime(item.finishedDate, true)}</time>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
