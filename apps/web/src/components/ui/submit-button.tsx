import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** A form's submit button: disabled, with a spinner, while the form is being saved. */
export function SubmitButton({
  saving,
  children,
  id,
  className,
}: {
  saving: boolean;
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      variant="primary"
      disabled={saving}
      id={id}
      data-testid={id}
      className={className}
      aria-busy={saving}
    >
      {saving && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
