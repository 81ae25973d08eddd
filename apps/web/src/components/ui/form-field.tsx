import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface FormFieldProps {
  /** Stable id of the input (browser tests find fields by it); also links the label. */
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The field's error: its message is an i18n key from the contracts schemas. */
  error?: FieldError;
  type?: 'text' | 'email' | 'password';
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Marked with a (hidden from screen readers) asterisk; the input says so with `required`. */
  required?: boolean;
  help?: ReactNode;
  children?: ReactNode;
}

/** The ids an input's aria-describedby lists: its error message and its help text, when shown. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** The id of a field's error message (`<id>-error`, also its test id). */
export const errorIdOf = (id: string) => `${id}-error`;

/** The asterisk after the label of a required field: visual only, the control carries `required`. */
export function RequiredMark() {
  return (
    <span className="text-danger ms-1" aria-hidden="true">
      *
    </span>
  );
}

/** A field's translated validation message, with the id the control's aria-describedby points at. */
export function FieldErrorText({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Form.Control.Feedback type="invalid" id={errorIdOf(id)} data-testid={errorIdOf(id)}>
      {children}
    </Form.Control.Feedback>
  );
}

/**
 * A labelled Bootstrap input with its translated validation message: the input is aria-invalid
 * and described by the message (and the help text) while there is one; required fields say so.
 */
export function FormField({
  id,
  label,
  registration,
  error,
  type = 'text',
  placeholder,
  autoComplete,
  autoFocus,
  required,
  help,
  children,
}: FormFieldProps) {
  const { t } = useTranslation();
  const message = error?.message;
  const helpId = `${id}-help`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {required && <RequiredMark />}
      </Form.Label>
      <Form.Control
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        required={required}
        isInvalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(message && errorIdOf(id), !!help && helpId)}
        {...registration}
      />
      {message && <FieldErrorText id={id}>{t(message)}</FieldErrorText>}
      {children}
      {help && (
        <Form.Text muted id={helpId}>
          {help}
        </Form.Text>
      )}
    </Form.Group>
  );
}
