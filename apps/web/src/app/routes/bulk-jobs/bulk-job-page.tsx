import { useEffect, useRef, useState, type ReactNode } from 'react';
import { bulkJobMoves } from '@app/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { describeApiError } from '../../../lib/api-error-notifier';
import { useBulkJob } from '../../../lib/bulk-jobs/bulk-job-api';
import { focusIsLost, focusMainHeading } from '../../../lib/page-focus';
import { saveCsv } from '../../../lib/save-file';
import { useMoveBulkJob, type BulkJobMove } from '../../../features/bulk-jobs/api/move-bulk-job';
import { BulkJobItemsTable } from '../../../features/bulk-jobs/components/bulk-job-items-table';
import { BulkJobSummary } from '../../../features/bulk-jobs/components/bulk-job-summary';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { bulkJobsRefusal } from '../../../features/bulk-jobs/components/bulk-jobs-refusal';
import { useBulkJobsLive } from '../../../features/bulk-jobs/hooks/use-bulk-jobs-live';
import { useCanManageBulkJobs } from '../../../features/bulk-jobs/hooks/use-can-manage-bulk-jobs';
import { bulkJobItemsTable } from '../../../features/bulk-jobs/utils/bulk-job-csv';

type Outcome = { kind: 'success' | 'error'; text: string };

/** The cancel confirmation's test ids (the shared confirmation dialog). */
const CANCEL_TEST_IDS = {
  dialog: 'bulk-job-cancel-dialog',
  question: 'bulk-job-cancel-question',
  cancel: 'bulk-job-cancel-back',
  confirm: 'bulk-job-cancel-confirm',
};

const DONE_TEXT: Record<BulkJobMove, string> = {
  pause: 'bulkJobs.detail.paused',
  resume: 'bulkJobs.detail.resumed',
  cancel: 'bulkJobs.detail.cancelled',
  retry: 'bulkJobs.detail.retried',
};

/**
 * /bulk-jobs/{id} (decision 038): one job — status, counts with a progress bar, the operation in
 * words, dates — with the moves its status allows (Pause, Resume, Cancel behind a confirmation, Run
 * the failed again for a finished job with failures), its devices' outcomes and their CSV; followed
 * live over the tab's STOMP connection (the outcomes read again at most every 2 s while the counts
 * move; the job read every 15 s only while that connection is down). A move's outcome is said in the page (a status region, an
 * alert when the job had moved meanwhile); when the pressed button goes away, focus moves to the
 * page's heading. Needs DEVICE_MANAGEMENT update.
 * Test ids: `bulk-job-title`, `bulk-job-status`, `bulk-job-pause`, `bulk-job-resume`,
 * `bulk-job-cancel`, `bulk-job-retry`, `bulk-job-items`, `bulk-job-item-<uid>`, `bulk-job-download`,
 * `bulk-job-back`, `bulk-job-message`, `bulk-job-error`, `bulk-job-not-found`,
 * `bulk-jobs-not-authorized`.
 */
export function BulkJobPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const permissions = useCanManageBulkJobs();
  const enabled = permissions.ready && permissions.canManage;
  const live = useBulkJobsLive({ enabled, itemsOf: id });
  const job = useBulkJob(enabled ? id : null, { live });
  const move = useMoveBulkJob(id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const keepFocus = useRef(false);

  useEffect(() => {
    if (!keepFocus.current || !job.data) return;
    keepFocus.current = false;
    if (focusIsLost()) focusMainHeading();
  }, [job.data]);

  const apply = (chosen: BulkJobMove) => {
    if (move.isPending) return;
    setOutcome(null);
    move.mutate(chosen, {
      onSuccess: () => {
        keepFocus.current = true;
        setOutcome({ kind: 'success', text: t(DONE_TEXT[chosen]) });
      },
      onError: (error) => {
        keepFocus.current = true;
        if (isApiError(error) && error.status === 409)
          setOutcome({
            kind: 'error',
            text: describeApiError(error)
              .map((m) => m.text)
              .join(' '),
          });
      },
      onSettled: () => setConfirmCancel(false),
    });
  };

  async function download() {
    if (!job.data) return;
    const { toCsv } = await import('../../../lib/csv');
    saveCsv(
      t('bulkJobs.detail.fileName', { id }),
      toCsv(bulkJobItemsTable(t, job.data.items), i18n.language),
    );
  }

  const refusal = bulkJobsRefusal(permissions, t);
  let body: ReactNode;
  if (refusal) body = refusal;
  else if (job.isPending) body = <Loading />;
  else if (job.isError)
    body =
      isApiError(job.error) && job.error.status === 404 ? (
        <Alert variant="warning" data-testid="bulk-job-not-found">
          {t('bulkJobs.detail.notFound')}
        </Alert>
      ) : (
        <Alert variant="danger" data-testid="bulk-job-load-error">
          <p className="mb-2">{t('bulkJobs.detail.loadError')}</p>
          <Button size="sm" variant="outline-danger" onClick={() => void job.refetch()}>
            <Icon name="refresh" className="me-1" />
            {t('bulkJobs.retryLoad')}
          </Button>
        </Alert>
      );
  else {
    const moves = bulkJobMoves(job.data);
    const busy = move.isPending;
    body = (
      <>
        <BulkJobSummary job={job.data} />
        <div
          role="group"
          aria-label={t('bulkJobs.detail.actions')}
          className="d-flex flex-wrap gap-2 mb-4"
          data-testid="bulk-job-actions"
        >
          {moves.pause && (
            <Button
              variant="outline-primary"
              onClick={() => apply('pause')}
              disabled={busy}
              data-testid="bulk-job-pause"
            >
              {t('bulkJobs.detail.pause')}
            </Button>
          )}
          {moves.resume && (
            <Button
              variant="primary"
              onClick={() => apply('resume')}
              disabled={busy}
              data-testid="bulk-job-resume"
            >
              {t('bulkJobs.detail.resume')}
            </Button>
          )}
          {moves.retry && (
            <Button
              variant="primary"
              onClick={() => apply('retry')}
              disabled={busy}
              data-testid="bulk-job-retry"
            >
              <Icon name="refresh" className="me-1" />
              {t('bulkJobs.detail.retry')}
            </Button>
          )}
          {moves.cancel && (
            <Button
              variant="outline-danger"
              onClick={() => setConfirmCancel(true)}
              disabled={busy}
              data-testid="bulk-job-cancel"
            >
              {t('bulkJobs.detail.cancel')}
            </Button>
          )}
          <Button variant="outline-secondary" onClick={() => void download()} data-testid="bulk-job-download">
            {t('bulkJobs.detail.download')}
          </Button>
        </div>
        <BulkJobItemsTable items={job.data.items} />
        {confirmCancel && (
          <ConfirmDeleteModal
            title={t('bulkJobs.detail.cancelTitle')}
            question={t('bulkJobs.detail.cancelQuestion')}
            cancelLabel={t('bulkJobs.detail.cancelBack')}
            confirmLabel={t('bulkJobs.detail.cancelConfirm')}
            closeLabel={t('bulkJobs.detail.close')}
            deleting={busy}
            onCancel={() => setConfirmCancel(false)}
            onConfirm={() => apply('cancel')}
            testIds={CANCEL_TEST_IDS}
          />
        )}
      </>
    );
  }

  return (
    <div data-testid="bulk-job-page">
      <LinkButton
        to={paths.bulkJobs.list.getHref()}
        variant="link"
        className="px-0 mb-2 d-inline-flex align-items-center gap-1"
        data-testid="bulk-job-back"
      >
        <Icon name="arrowLeft" />
        {t('bulkJobs.detail.back')}
      </LinkButton>
      <PageTitle testId="bulk-job-title">{t('bulkJobs.jobName', { id })}</PageTitle>
      {/* Both regions stay in the page, so what is put in them is announced. */}
      <div role="status" data-testid="bulk-job-message">
        {outcome?.kind === 'success' && <div className="alert alert-success mb-3">{outcome.text}</div>}
      </div>
      <div role="alert" data-testid="bulk-job-error">
        {outcome?.kind === 'error' && <div className="alert alert-danger mb-3">{outcome.text}</div>}
      </div>
      {body}
    </div>
  );
}

export default BulkJobPage;
