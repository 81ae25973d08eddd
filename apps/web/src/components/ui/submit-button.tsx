import { useEffect, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { focusIsLost } from '../../lib/page-focus';

/**
 * A form's submit button: disabled, with a spinner and aria-busy, while the form is being saved.
 * Pressed with the keyboard or the mouse, it gets focus back when the save ends on the same page
 * (disabling it dropped focus to the document).
 */
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
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (saving) return;
    if (pressed.current && button.current?.isConnected && focusIsLost()) button.current.focus();
    pressed.current = false;
  }, [saving]);
  return (
    <Button
      ref={button}
      type="submit"
      variant="primary"
      disabled={saving}
      id={id}
      data-testid={id}
      className={className}
      aria-busy={saving}
      onClick={() => (pressed.current = true)}
    >
      {saving && <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}
