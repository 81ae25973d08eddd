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
  help?: ReactNode;
  children?: ReactNode;
}

/** A labelled Bootstrap input with its translated validation message. */
export function FormField({
  id,
  label,
  registration,
  error,
  type = 'text',
  placeholder,
  autoComplete,
  autoFocus,
  help,
  children,
}: FormFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        isInvalid={!!error}
        aria-invalid={!!error}
        {...registration}
      />
      {error?.message && (
        <Form.Control.Feedback type="invalid" data-testid={`${id}-error`}>
          {t(error.message)}
        </Form.Control.Feedback>
      )}
      {children}
      {help && <Form.Text muted>{help}</Form.Text>}
    </Form.Group>
  );
}
