import { useTranslation } from 'react-i18next';
import type { BackgroundJob } from '@app/contracts';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import type { JobAction } from '../api/act-on-job';
import { shortJobId } from '../utils/job-text';

/**
 * The confirmation before a job is run again or cancelled: the app's confirmation dialog (focus on
 * Back, the safe choice; Escape, the × and a click outside are Back). Test ids `delete-dialog`,
 * `delete-cancel` (Back), `delete-confirm`.
 */
export function JobActionDialog({
  queue,
  recurring,
  job,
  action,
  busy,
  onBack,
  onConfirm,
}: {
  queue: string;
  /** A recurring job's queue: cancelling skips one run, the next is queued. */
  recurring: boolean;
  job: BackgroundJob;
  action: JobAction;
  busy: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const values = { id: shortJobId(job.id), queue };
  const retry = action === 'retry';
  return (
    <ConfirmDeleteModal
      title={retry ? t('adminJobs.actions.retryTitle') : t('adminJobs.actions.cancelTitle')}
      question={
        retry
          ? t('adminJobs.actions.retryQuestion', values)
          : recurring
            ? t('adminJobs.actions.cancelQuestionRecurring', values)
            : t('adminJobs.actions.cancelQuestion', values)
      }
      cancelLabel={t('adminJobs.actions.back')}
      confirmLabel={retry ? t('adminJobs.actions.retryConfirm') : t('adminJobs.actions.cancelConfirm')}
      closeLabel={t('adminJobs.actions.close')}
      deleting={busy}
      onCancel={onBack}
      onConfirm={onConfirm}
    />
  );
}
