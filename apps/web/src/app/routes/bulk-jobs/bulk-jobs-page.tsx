import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { useBulkJobs } from '../../../features/bulk-jobs/api/get-bulk-jobs';
import { BulkJobsTable } from '../../../features/bulk-jobs/components/bulk-jobs-table';
import { bulkJobsRefusal } from '../../../features/bulk-jobs/components/bulk-jobs-refusal';
import { useBulkJobsLive } from '../../../features/bulk-jobs/hooks/use-bulk-jobs-live';
import { useCanManageBulkJobs } from '../../../features/bulk-jobs/hooks/use-can-manage-bulk-jobs';

/**
 * /bulk-jobs (decision 038): the caller's newest 100 bulk jobs, newest first — the operation in
 * words, status, who created it and when, progress — each linking to its page; followed live over
 * the tab's STOMP connection (read again every 15 s only while that is down and a job is unfinished). Needs DEVICE_MANAGEMENT update; without it the page says so and asks nothing.
 * Test ids: `bulk-jobs-title`, `bulk-jobs-table`, `bulk-job-row-<id>`, `bulk-jobs-empty`,
 * `bulk-jobs-not-authorized`, `bulk-jobs-load-error`.
 */
export function BulkJobsPage() {
  const { t } = useTranslation();
  const permissions = useCanManageBulkJobs();
  const enabled = permissions.ready && permissions.canManage;
  const live = useBulkJobsLive({ enabled });
  const jobs = useBulkJobs(enabled, live);

  const refusal = bulkJobsRefusal(permissions, t);
  let body: ReactNode;
  if (refusal) body = refusal;
  else if (jobs.isPending) body = <Loading />;
  else if (jobs.isError)
    body = (
      <Alert variant="danger" data-testid="bulk-jobs-load-error">
        <p className="mb-2">{t('bulkJobs.loadError')}</p>
        <Button size="sm" variant="outline-danger" onClick={() => void jobs.refetch()}>
          <Icon name="refresh" className="me-1" />
          {t('bulkJobs.retryLoad')}
        </Button>
      </Alert>
    );
  else if (jobs.data.length === 0)
    body = (
      <Alert variant="info" data-testid="bulk-jobs-empty">
        {t('bulkJobs.empty')}
      </Alert>
    );
  else body = <BulkJobsTable jobs={jobs.data} />;

  return (
    <div data-testid="bulk-jobs-page">
      <PageTitle testId="bulk-jobs-title">{t('bulkJobs.title')}</PageTitle>
      <p className="text-body-secondary">{t('bulkJobs.intro')}</p>
      {body}
    </div>
  );
}

export default BulkJobsPage;
