import { useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';
import { useJobQueues } from '../../../features/admin-jobs/api/get-job-queues';
import { jobQueryKeys } from '../../../features/admin-jobs/api/job-query-keys';
import { JobQueuesTable } from '../../../features/admin-jobs/components/job-queues-table';
import { QueueJobsSection } from '../../../features/admin-jobs/components/queue-jobs-section';
import { useJobsPageParams } from '../../../features/admin-jobs/hooks/use-jobs-page-params';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';

/**
 * /admin/jobs?queue=&state=: the job engine's queues with their counts and policy, read again every
 * 10 s; a chosen queue's newest jobs below, with Run again and Cancel (docs/decisions/037).
 */
export function JobsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const queues = useJobQueues();
  const { queue, state, update } = useJobsPageParams();
  const searchFor = (name: string) => {
    const search = new URLSearchParams({ queue: name });
    if (state) search.set('state', state);
    return `?${search.toString()}`;
  };

  return (
    <div data-testid="jobs-page">
      <AdminPageHeader
        testId="jobs-title"
        title={t('adminJobs.title')}
        onRefresh={() => void client.invalidateQueries({ queryKey: jobQueryKeys.all })}
        refreshing={queues.isFetching}
      />
      <p>{t('adminJobs.intro')}</p>
      {queues.isPending ? (
        <Loading />
      ) : !queues.data ? (
        <Alert variant="danger">
          <p>{t('adminJobs.loadError')}</p>
          <Button variant="outline-danger" onClick={() => void queues.refetch()}>
            {t('adminJobs.retryLoad')}
          </Button>
        </Alert>
      ) : queues.data.length === 0 ? (
        <p data-testid="job-queues-empty">{t('adminJobs.queues.empty')}</p>
      ) : (
        <JobQueuesTable queues={queues.data} selected={queue} search={searchFor} />
      )}
      {queue && (
        <QueueJobsSection key={queue} queue={queue} state={state} onState={(s) => update({ state: s })} />
      )}
    </div>
  );
}
