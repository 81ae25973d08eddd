import { useRef, type ReactNode, type Ref } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { fromPickerValue, toPickerValue } from '../../lib/formatters';
import { Icon } from './icon';
import './date-text-input.css';

/**
 * A date (DD/MM/YYYY) or date-and-time (DD/MM/YYYY HH:mm) field typed as the lists show it,
 * whatever the browser's own locale, with a button opening the browser's calendar (decision 018).
 * What is typed stays in the field even when it is no date, so saving shows an error instead of
 * quietly emptying the stored value (a native date input reports such input as '').
 * Used by the entity forms, the device form and the consumer's purchase date.
 */
export function DateTextInput({
  id,
  kind,
  name,
  value,
  placeholder,
  isInvalid,
  describedBy,
  required,
  max,
  inputRef,
  onChange,
  onBlur,
  feedback,
}: {
  id: string;
  kind: 'date' | 'datetime';
  name?: string;
  value: string;
  placeholder?: string;
  isInvalid: boolean;
  /** The ids of the field's error message and help text, while they are shown. */
  describedBy?: string;
  required?: boolean;
  /** The latest day the calendar offers (YYYY-MM-DD); typing is still checked by the schema. */
  max?: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The error message, placed inside the group so Bootstrap shows it beside the invalid input. */
  feedback?: ReactNode;
}) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  const format = kind === 'date' ? t('entities.common.dateFormat') : t('entities.common.dateTimeFormat');
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
    <InputGroup className="date-text-input" hasValidation>
      <Form.Control
        id={id}
        name={name}
        ref={inputRef}
        type="text"
        inputMode={kind === 'date' ? 'numeric' : 'text'}
        autoComplete="off"
        placeholder={placeholder ?? format}
        title={placeholder ?? format}
        value={value}
        isInvalid={isInvalid}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        required={required}
        data-testid={id}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      <Button
        variant="outline-secondary"
        onClick={openPicker}
        title={t('entities.common.openCalendar')}
        aria-label={t('entities.common.openCalendar')}
        data-testid={`${id}-calendar`}
      >
        <Icon name="calendar" />
      </Button>
      <input
        ref={picker}
        type={kind === 'date' ? 'date' : 'datetime-local'}
        className="date-text-input-picker"
        tabIndex={-1}
        aria-hidden="true"
        max={max}
        value={toPickerValue(kind, value)}
        onChange={(e) => onChange(fromPickerValue(kind, e.target.value))}
      />
      {feedback}
    </InputGroup>
  );
}
