import { useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldErrorText, RequiredMark, describedBy, errorIdOf } from '../../../components/ui/form-field';
import { Icon } from '../../../components/ui/icon';
import { formatIsoDate, fromPickerValue, toPickerValue } from '../../../lib/formatters';

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
 * browser's own calendar (decision 018, as the entity forms do). What is typed stays as typed, so
 * the schema reports text that is no date.
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
  const picker = useRef<HTMLInputElement>(null);
  const helpId = `${id}-help`;
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>
        {label}
        <RequiredMark />
      </Form.Label>
      <InputGroup className="consumer-date" hasValidation>
        <Form.Control
          ref={inputRef}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('consumer.form.purchase.datePlaceholder')}
          value={value}
          required
          isInvalid={!!error}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(message && errorIdOf(id), helpId)}
          data-testid={id}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
        />
        <Button
          variant="outline-secondary"
          onClick={openPicker}
          title={t('consumer.form.purchase.openCalendar')}
          aria-label={t('consumer.form.purchase.openCalendar')}
          data-testid={`${id}-calendar`}
        >
          <Icon name="calendar" />
        </Button>
        <input
          ref={picker}
          type="date"
          className="consumer-date-picker"
          tabIndex={-1}
          aria-hidden="true"
          max={formatIsoDate(new Date())}
          value={toPickerValue('date', value)}
          onChange={(e) => onChange(fromPickerValue('date', e.target.value))}
        />
        {message && <FieldErrorText id={id}>{message}</FieldErrorText>}
      </InputGroup>
      <Form.Text muted id={helpId}>
        {t('consumer.form.purchase.dateHelp')}
      </Form.Text>
    </Form.Group>
  );
}
