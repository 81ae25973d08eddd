import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '../../../components/ui/date-text-input';
import { FieldErrorText, RequiredMark, describedBy, errorIdOf } from '../../../components/ui/form-field';
import { formatIsoDate } from '../../../lib/formatters';

/** A field error's text: its catalog key, or the generic 'validate' message for a key the catalogs lack. */
export function useErrorText() {
  const { t, i18n } = useTranslation();
  return (message: string | undefined) =>
    message ? (i18n.exists(message) ? t(message) : t('consumer.validate')) : undefined;
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled select with its error tied to it (aria-invalid, aria-describedby), like FormField. */
export function SelectField({
  id,
  label,
  registration,
  error,
  options,
  placeholder,
  required,
  disabled,
  help,
  busy,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  options: SelectOption[];
  placeholder: string;
  required?: boolean;
  disabled?: boolean;
  help?: ReactNode;
  busy?: boolean;
}) {
  const errorText = useErrorText();
  const message = errorText(error?.message);
  const helpId = `${id}-help`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        {required && <RequiredMark />}
      </Form.Label>
      <Form.Select
        required={required}
        disabled={disabled}
        isInvalid={!!error}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(message && errorIdOf(id), !!help && helpId)}
        aria-busy={busy || undefined}
        data-testid={id}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      {message && <FieldErrorText id={id}>{message}</FieldErrorText>}
      {help && (
        <Form.Text muted id={helpId}>
          {help}
        </Form.Text>
      )}
    </Form.Group>
  );
}

/** An optional checkbox (the two consents). */
export function CheckField({
  id,
  label,
  registration,
}: {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Form.Check className="mb-2" id={id}>
      <Form.Check.Input type="checkbox" data-testid={id} {...registration} />
      <Form.Check.Label>{label}</Form.Check.Label>
    </Form.Check>
  );
}

/**
 * The purchase date typed DD/MM/YYYY whatever the browser's locale, with a button opening the
 * browser's own calendar (decision 018, the entity forms' DateTextInput). What is typed stays as
 * typed, so the schema reports text that is no date.
 */
export function PurchaseDateField({
  id,
  label,
  value,
  error,
  inputRef,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  value: string;
  error?: FieldError;
  inputRef: (element: HTMLInputElement | null) => void;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const message = errorText(error?.message);
  const helpId = `${id}-help`;
  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={id}>
        {label}
        <RequiredMark />
      </Form.Label>
      <DateTextInput
        id={id}
        kind="date"
        value={value}
        required
        isInvalid={!!error}
        describedBy={describedBy(message && errorIdOf(id), helpId)}
        max={formatIsoDate(new Date())}
        inputRef={inputRef}
        onChange={onChange}
        onBlur={onBlur}
        feedback={message && <FieldErrorText id={id}>{message}</FieldErrorText>}
      />
      <Form.Text muted id={helpId}>
        {t('consumer.form.purchase.dateHelp')}
      </Form.Text>
    </Form.Group>
  );
}
