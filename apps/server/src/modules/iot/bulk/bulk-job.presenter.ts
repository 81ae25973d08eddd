import { offlineDeadline, type BulkJob, type BulkJobCounts } from '@app/contracts';
import type { BulkJobRow } from './bulk-job.repository';

/**
 * A job's summary as the API and the live progress show it (bulkJobSchema). The same shape as
 * BulkJobService's answers: a message on the live destination replaces the list's row as is.
 */
export function presentBulkJob(row: BulkJobRow, counts: BulkJobCounts): BulkJob {
  return {
    id: row.id,
    kind: row.action.kind,
    status: row.status,
    action: row.action,
    createdBy: row.ownerLogin,
    createdDate: row.createdDate.toISOString(),
    startedDate: row.startedDate?.toISOString() ?? null,
    finishedDate: row.finishedDate?.toISOString() ?? null,
    counts,
    options: row.options,
    pauseReason: row.pauseReason ?? null,
    ...(row.targetFilter ? { filter: row.targetFilter } : {}),
    offlineDeadline: offlineDeadline(row.options, row.startedDate)?.toISOString() ?? null,
  };
}
