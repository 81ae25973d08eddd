import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '../../../components/ui/use-dialog-focus';

/**
 * The confirmation before a job is cancelled: named by its title, described by the question; focus
 * starts on "Don't cancel" (the safe choice) and goes back to the opener on close. Escape, the × and
 * a click outside are "Don't cancel". Test ids `bulk-job-cancel-dialog`, `bulk-job-cancel-back`,
 * `bulk-job-cancel-confirm`.
 */
export function CancelJobDialog({
  show,
  cancelling,
  onBack,
  onConfirm,
}: {
  show: boolean;
  cancelling: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const titleId = 'bulk-job-cancel-title';
  const questionId = 'bulk-job-cancel-question';
  const focus = useDialogFocus(titleId);
  return (
    <Modal
      show={show}
      onHide={onBack}
      centered
      data-testid="bulk-job-cancel-dialog"
      aria-labelledby={titleId}
      aria-describedby={questionId}
      {...focus}
    >
      <Modal.Header closeButton closeLabel={t('bulkJobs.detail.close')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {t('bulkJobs.detail.cancelTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id={questionId}>{t('bulkJobs.detail.cancelQuestion')}</Modal.Body>
      <Modal.Footer>
        <Button
          variant="secondary"
          onClick={onBack}
          data-testid="bulk-job-cancel-back"
          data-initial-focus
          disabled={cancelling}
        >
          {t('bulkJobs.detail.cancelBack')}
        </Button>
        <Button
          variant="danger"
          onClick={onConfirm}
          data-testid="bulk-job-cancel-confirm"
          disabled={cancelling}
          aria-busy={cancelling}
        >
          {cancelling && (
            <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
          )}
          {t('bulkJobs.detail.cancelConfirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
