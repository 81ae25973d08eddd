import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';

const pad = (n: number) => String(n).padStart(2, '0');

/** The value of a datetime-local input (local time, minutes) for an ISO instant; '' when it is none. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The ISO instant of a datetime-local value (local time), or null when it is empty or no date. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export interface DateTimeInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of the message about this field (error or note), if one shows. */
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
}

/** A labelled date-and-time input (the browser's picker, local time). */
export function DateTimeInput({
  id,
  label,
  value,
  onChange,
  describedBy,
  invalid,
  required,
}: DateTimeInputProps) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="datetime-local"
        value={value}
        required={required}
        isInvalid={invalid}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        data-testid={id}
      />
    </Form.Group>
  );
}

export interface HistoryRangeProps {
  from: string;
  to: string;
  /** A new end of the range was picked (ISO instant); `changed` says which. */
  onChange: (changed: 'from' | 'to', value: string) => void;
  /** The id of the note about the range (a correction, a range too long), if one shows. */
  describedBy?: string;
}

/** The history's period: 'from' and 'to' as date-time pickers, applied as soon as a complete value is picked. */
export function HistoryRange({ from, to, onChange, describedBy }: HistoryRangeProps) {
  const { t } = useTranslation();
  const change = (changed: 'from' | 'to') => (value: string) => {
    const iso = fromLocalInput(value);
    if (iso) onChange(changed, iso);
  };
  return (
    <fieldset className="mb-3" data-testid="history-range">
      <legend className="h6">{t('deviceManagement.history.range')}</legend>
      <Row className="g-3">
        <Col xs={12} sm={6} lg={4}>
          <DateTimeInput
            id="history-from"
            label={t('deviceManagement.history.from')}
            value={toLocalInput(from)}
            onChange={change('from')}
            describedBy={describedBy}
          />
        </Col>
        <Col xs={12} sm={6} lg={4}>
          <DateTimeInput
            id="history-to"
            label={t('deviceManagement.history.to')}
            value={toLocalInput(to)}
            onChange={change('to')}
            describedBy={describedBy}
          />
        </Col>
      </Row>
    </fieldset>
  );
}
