import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { JOB_STATE_FILTERS, type BackgroundJob, type JobStateFilter } from '@app/contracts';
import { Loading } from '../../../components/ui/loading';
import { isApiError } from '../../../lib/api-error';
import { useActOnJob, type JobAction } from '../api/act-on-job';
import { useQueueJobs } from '../api/get-queue-jobs';
import { shortJobId } from '../utils/job-text';
import { JobActionDialog } from './job-action-dialog';
import { QueueJobsTable } from './queue-jobs-table';

/** What the last action did, said in the page's live region. */
type Outcome = { variant: 'success' | 'warning'; text: string };

/**
 * One queue's jobs under the queue table: its heading, the state filter, the jobs, and the retry /
 * cancel actions with their confirmation. The outcome of an action is announced (role=status).
 * Test ids `queue-jobs`, `job-state-filter`, `job-action-outcome`.
 */
export function QueueJobsSection({
  queue,
  state,
  onState,
}: {
  queue: string;
  state: JobStateFilter | undefined;
  onState: (state: JobStateFilter | null) => void;
}) {
  const { t } = useTranslation();
  const jobs = useQueueJobs(queue, state);
  const act = useActOnJob();
  const [pending, setPending] = useState<{ job: BackgroundJob; action: JobAction }>();
  const [outcome, setOutcome] = useState<Outcome>();
  const headingId = 'queue-jobs-heading';

  const confirm = () => {
    if (!pending) return;
    const { job, action } = pending;
    const id = shortJobId(job.id);
    act.mutate(
      { queue, id: job.id, action },
      {
        onSuccess: () =>
          setOutcome({
            variant: 'success',
            text:
              action === 'retry'
                ? t('adminJobs.actions.retried', { id })
                : t('adminJobs.actions.cancelled', { id }),
          }),
        onError: (error) => {
          if (isApiError(error) && error.status === 409)
            setOutcome({ variant: 'warning', text: t('adminJobs.actions.stateChanged') });
          else setOutcome(undefined);
        },
        onSettled: () => setPending(undefined),
      },
    );
  };

  const notFound = isApiError(jobs.error) && jobs.error.status === 404;
  return (
    <section aria-labelledby={headingId} className="mt-4" data-testid="queue-jobs">
      <h2 id={headingId} className="h4">
        {t('adminJobs.jobs.heading', { queue })}
      </h2>
      <Form.Group controlId="job-state-filter" className="mb-3" style={{ maxWidth: '20rem' }}>
        <Form.Label>{t('adminJobs.jobs.stateFilter')}</Form.Label>
        <Form.Select
          value={state ?? ''}
          onChange={(e) => onState((e.target.value as JobStateFilter) || null)}
          data-testid="job-state-filter"
        >
          <option value="">{t('adminJobs.jobs.allStates')}</option>
          {JOB_STATE_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`adminJobs.filters.${filter}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <div role="status" aria-live="polite">
        {outcome && (
          <Alert
            variant={outcome.variant}
            dismissible
            onClose={() => setOutcome(undefined)}
            closeLabel={t('adminJobs.actions.close')}
            data-testid="job-action-outcome"
          >
            {outcome.text}
          </Alert>
        )}
      </div>
      {jobs.isPending ? (
        <Loading />
      ) : notFound ? (
        <Alert variant="warning" data-testid="queue-not-found">
          {t('adminJobs.jobs.notFound', { queue })}
        </Alert>
      ) : !jobs.data ? (
        <Alert variant="danger">{t('adminJobs.jobs.loadError')}</Alert>
      ) : jobs.data.jobs.length === 0 ? (
        <p data-testid="queue-jobs-empty">{t('adminJobs.jobs.empty')}</p>
      ) : (
        <QueueJobsTable
          queue={queue}
          jobs={jobs.data.jobs}
          busy={act.isPending}
          onAction={(job, action) => {
            setOutcome(undefined);
            setPending({ job, action });
          }}
        />
      )}
      {pending && (
        <JobActionDialog
          queue={queue}
          recurring={jobs.data?.queue.recurring ?? false}
          job={pending.job}
          action={pending.action}
          busy={act.isPending}
          onBack={() => setPending(undefined)}
          onConfirm={confirm}
        />
      )}
    </section>
  );
}
