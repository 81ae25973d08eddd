import Badge from 'react-bootstrap/Badge';
import type { BulkItemStatus, BulkJobStatus } from '@app/contracts';
import { useTranslation } from 'react-i18next';

const JOB_BG: Record<BulkJobStatus, { bg: string; text?: 'dark' }> = {
  QUEUED: { bg: 'secondary' },
  RUNNING: { bg: 'primary' },
  PAUSED: { bg: 'warning', text: 'dark' },
  DONE: { bg: 'success' },
  CANCELLED: { bg: 'dark' },
};

const ITEM_BG: Record<BulkItemStatus, { bg: string; text?: 'dark' }> = {
  PENDING: { bg: 'light', text: 'dark' },
  WAITING: { bg: 'warning', text: 'dark' },
  RUNNING: { bg: 'info', text: 'dark' },
  DONE: { bg: 'success' },
  FAILED: { bg: 'danger' },
  CANCELLED: { bg: 'secondary' },
};

/** A job's status in words (the colour only repeats it); `data-status` carries the raw value. */
export function BulkJobStatusBadge({ status, testId }: { status: BulkJobStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge {...JOB_BG[status]} data-status={status} data-testid={testId}>
      {t(`bulkJobs.status.${status}`)}
    </Badge>
  );
}

/** A device's outcome in a job, in words; `data-status` carries the raw value. */
export function BulkItemStatusBadge({ status }: { status: BulkItemStatus }) {
  const { t } = useTranslation();
  return (
    <Badge {...ITEM_BG[status]} data-status={status}>
      {t(`bulkJobs.item.status.${status}`)}
    </Badge>
  );
}
