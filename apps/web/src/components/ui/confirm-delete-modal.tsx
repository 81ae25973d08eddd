import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { useDialogFocus } from './use-dialog-focus';

export interface ConfirmTestIds {
  dialog: string;
  question: string;
  cancel: string;
  confirm: string;
}

const DELETE_TEST_IDS: ConfirmTestIds = {
  dialog: 'delete-dialog',
  question: 'delete-question',
  cancel: 'delete-cancel',
  confirm: 'delete-confirm',
};

/**
 * The delete confirmation dialog (docs/product.md#entity-screens): a title, the question, Cancel and Delete. Closing
 * (Escape, the ×, a click outside) is the same as Cancel. Named by its title and described by the
 * question; focus starts on Cancel (the safe choice), stays inside while open and goes back to the
 * opener (or the page's heading) on close. Test ids: `delete-dialog`, `delete-question`,
 * `delete-cancel`, `delete-confirm`, or the given `testIds` (the same dialog confirming another
 * irreversible act, such as cancelling a bulk job).
 */
export function ConfirmDeleteModal({
  title,
  question,
  cancelLabel,
  confirmLabel,
  closeLabel,
  deleting,
  onCancel,
  onConfirm,
  testIds = DELETE_TEST_IDS,
}: {
  title: string;
  question: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Accessible name of the × button. */
  closeLabel: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  testIds?: ConfirmTestIds;
}) {
  // One delete dialog at a time: fixed ids (browser tests read the title by its id).
  const titleId = 'delete-dialog-title';
  const questionId = 'delete-dialog-question';
  const focus = useDialogFocus(titleId);
  return (
    <Modal
      show
      onHide={onCancel}
      centered
      data-testid={testIds.dialog}
      aria-labelledby={titleId}
      aria-describedby={questionId}
      {...focus}
    >
      <Modal.Header closeButton closeLabel={closeLabel}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body data-testid={testIds.question} id={questionId}>
        {question}
      </Modal.Body>
      <Modal.Footer>
        <Button
          variant="secondary"
          onClick={onCancel}
          data-testid={testIds.cancel}
          data-initial-focus
          disabled={deleting}
        >
          {cancelLabel}
        </Button>
        <Button
          variant="danger"
          onClick={onConfirm}
          data-testid={testIds.confirm}
          disabled={deleting}
          aria-busy={deleting}
        >
          {deleting && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
