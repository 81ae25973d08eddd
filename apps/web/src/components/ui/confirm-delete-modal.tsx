import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';

/**
 * The delete confirmation dialog (docs/product.md#entity-screens): a title, the question, Cancel and Delete. Closing
 * (Escape, the ×, a click outside) is the same as Cancel. Test ids: `delete-dialog`,
 * `delete-question`, `delete-cancel`, `delete-confirm`.
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
}) {
  return (
    <Modal show onHide={onCancel} centered data-testid="delete-dialog" aria-labelledby="delete-dialog-title">
      <Modal.Header closeButton closeLabel={closeLabel}>
        <Modal.Title as="h2" className="h5" id="delete-dialog-title">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body data-testid="delete-question">{question}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel} data-testid="delete-cancel" disabled={deleting}>
          {cancelLabel}
        </Button>
        <Button
          variant="danger"
          onClick={onConfirm}
          data-testid="delete-confirm"
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
