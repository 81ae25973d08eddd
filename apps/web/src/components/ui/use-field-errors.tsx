import { useState } from 'react';
import Form from 'react-bootstrap/Form';

/** The first message given for each field (a schema may report several issues on one field). */
export function firstPerField<F extends string>(
  pairs: Iterable<readonly [F, string]>,
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const [field, text] of pairs) found[field] ??= text;
  return found;
}

/**
 * A hand-written form's field errors, said the accessible way: the control is marked invalid and
 * described by its message (`<formId>-<field>-error`) and by its help text when it has one.
 */
export function useFieldErrors<F extends string>(formId: string) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const errorId = (field: F) => `${formId}-${field}-error`;
  const described = (field: F, help?: string) => ({
    isInvalid: errors[field] !== undefined,
    'aria-invalid': errors[field] !== undefined ? true : undefined,
    'aria-describedby':
      [errors[field] ? errorId(field) : undefined, help].filter(Boolean).join(' ') || undefined,
  });
  const message = (field: F) =>
    errors[field] && (
      <Form.Control.Feedback type="invalid" id={errorId(field)} className="d-block">
        {errors[field]}
      </Form.Control.Feedback>
    );
  return { errors, setErrors, described, message, errorId };
}
