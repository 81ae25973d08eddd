import type { TFunction } from 'i18next';
import type { BulkJobItem } from '@app/contracts';
import type { CsvTable } from '../../../lib/csv';
import { formatDateTime } from '../../../lib/formatters';

/** The job's devices as a CSV table: name, uid, outcome, reason, time (one row per device, in the job's order). */
export function bulkJobItemsTable(t: TFunction, items: readonly BulkJobItem[]): CsvTable {
  return {
    fields: [
      t('bulkJobs.item.device'),
      t('bulkJobs.item.uid'),
      t('bulkJobs.item.outcome'),
      t('bulkJobs.item.reason'),
      t('bulkJobs.item.time'),
    ],
    data: items.map((item) => [
      item.name ?? '',
      item.uid,
      t(`bulkJobs.item.status.${item.status}`),
      item.error ?? '',
      formatDateTime(item.finishedDate, true),
    ]),
  };
}
