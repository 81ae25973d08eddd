import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import {
  EXPORT_DELIVERIES,
  EXPORT_FREQUENCIES,
  EXPORT_KINDS,
  createScheduledExportSchema,
  type CreateScheduledExport,
  type ExportDelivery,
  type ExportFrequency,
  type ExportKind,
  type ScheduledExportView,
} from '@app/contracts';
import { firstPerField, useFieldErrors } from '../../../components/ui/use-field-errors';
import { isApiError } from '../../../lib/api-error';
import { useCreateScheduledExport, useUpdateScheduledExport } from '../api/scheduled-exports';
import { DevicePicker } from './device-picker';

type Field =
  'name' | 'kind' | 'deviceIds' | 'days' | 'frequency' | 'weekday' | 'dayOfMonth' | 'hour' | 'delivery';
const FIELDS: readonly Field[] = [
  'name',
  'kind',
  'deviceIds',
  'days',
  'frequency',
  'weekday',
  'dayOfMonth',
  'hour',
  'delivery',
];
/** Our own words for a problem found before sending; the server's message otherwise. */
const CLIENT_ERRORS: Partial<Record<Field, string>> = {
  name: 'scheduledExports.form.nameRequired',
  deviceIds: 'scheduledExports.form.deviceIdsInvalid',
  days: 'scheduledExports.form.daysInvalid',
  dayOfMonth: 'scheduledExports.form.dayOfMonthInvalid',
};
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];

/** The field an error names: the last part of its path ("recurrence.dayOfMonth" → dayOfMonth). */
function fieldOf(path: string): Field {
  const last =
    path
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .at(-1) ?? 'name';
  return (FIELDS as readonly string[]).includes(last) ? (last as Field) : 'name';
}

/**
 * Create or edit one schedule: name, content (the history asks for 1–20 device ids and the past
 * days), frequency with its weekday or day of month, the hour in Rome, the delivery. Problems are
 * shown next to the field they name, whether found here or by the server. Test ids
 * `scheduled-export-form`, `scheduled-export-form-<field>`, `scheduled-export-form-submit`.
 */
export function ScheduledExportForm({
  editing,
  onDone,
}: {
  editing?: ScheduledExportView;
  onDone: (saved: ScheduledExportView) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateScheduledExport();
  const update = useUpdateScheduledExport();
  const source = editing?.source;
  const recurrence = editing?.recurrence;
  const [name, setName] = useState(editing?.name ?? '');
  const [kind, setKind] = useState<ExportKind>(source?.kind ?? 'devices');
  const [deviceIds, setDeviceIds] = useState<number[]>(
    source?.kind === 'device-history' ? source.deviceIds : [],
  );
  const [days, setDays] = useState(String(source?.kind === 'device-history' ? source.days : 1));
  const [frequency, setFrequency] = useState<ExportFrequency>(recurrence?.frequency ?? 'weekly');
  const [weekday, setWeekday] = useState(recurrence?.frequency === 'weekly' ? recurrence.weekday : 1);
  const [dayOfMonth, setDayOfMonth] = useState(
    String(recurrence?.frequency === 'monthly' ? recurrence.dayOfMonth : 1),
  );
  const [hour, setHour] = useState(recurrence?.hour ?? 7);
  const [delivery, setDelivery] = useState<ExportDelivery>(editing?.delivery ?? 'attachment');
  const { errors, setErrors, described, message } = useFieldErrors<Field>('scheduled-export-form');
  const pending = create.isPending || update.isPending;
  const sentence = (field: Field, given: string) => {
    const own = CLIENT_ERRORS[field];
    return [field, own ? t(own) : given] as const;
  };

  const body = () => ({
    name,
    source:
      kind === 'device-history'
        ? {
            kind,
            deviceIds,
            days: Number(days),
          }
        : { kind },
    recurrence:
      frequency === 'weekly'
        ? { frequency, weekday, hour }
        : frequency === 'monthly'
          ? { frequency, dayOfMonth: Number(dayOfMonth), hour }
          : { frequency, hour },
    delivery,
  });

  const onServerError = (error: unknown) => {
    if (!isApiError(error) || error.status !== 400) return;
    // The server names a constraint ("Max"): our own sentence for the field reads better when we have one.
    const found = firstPerField(error.fieldErrors.map((fe) => sentence(fieldOf(fe.field), fe.message)));
    if (Object.keys(found).length === 0) found.name = error.message;
    setErrors(found);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = createScheduledExportSchema.safeParse(body());
    if (!parsed.success) {
      setErrors(
        firstPerField(
          parsed.error.issues.map((issue) =>
            sentence(fieldOf(issue.path.map(String).join('.')), issue.message),
          ),
        ),
      );
      return;
    }
    setErrors({});
    const data: CreateScheduledExport = parsed.data;
    if (editing)
      update.mutate({ id: editing.id, changes: data }, { onSuccess: onDone, onError: onServerError });
    else create.mutate(data, { onSuccess: onDone, onError: onServerError });
  };

  const id = (field: Field) => `scheduled-export-form-${field}`;

  return (
    <Form
      noValidate
      onSubmit={submit}
      data-testid="scheduled-export-form"
      aria-labelledby="scheduled-export-form-title"
    >
      <h2 className="h5" id="scheduled-export-form-title">
        {editing
          ? t('scheduledExports.form.editTitle', { name: editing.name })
          : t('scheduledExports.form.createTitle')}
      </h2>
      <div className="row g-3">
        <Form.Group className="col-12 col-md-6" controlId={id('name')}>
          <Form.Label>{t('scheduledExports.form.name')}</Form.Label>
          <Form.Control
            value={name}
            maxLength={100}
            required
            onChange={(e) => setName(e.target.value)}
            data-testid={id('name')}
            {...described('name')}
          />
          {message('name')}
        </Form.Group>
        <Form.Group className="col-12 col-md-6" controlId={id('kind')}>
          <Form.Label>{t('scheduledExports.form.kind')}</Form.Label>
          <Form.Select
            value={kind}
            onChange={(e) => setKind(e.target.value as ExportKind)}
            data-testid={id('kind')}
            {...described('kind')}
          >
            {EXPORT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`scheduledExports.kind.${k}`)}
              </option>
            ))}
          </Form.Select>
          {message('kind')}
        </Form.Group>
        {kind === 'device-history' && (
          <>
            <Form.Group className="col-12 col-md-8" controlId={id('deviceIds')}>
              <Form.Label>{t('scheduledExports.form.deviceIds')}</Form.Label>
              <DevicePicker
                chosen={deviceIds}
                onChange={setDeviceIds}
                testId={id('deviceIds')}
                inputProps={described('deviceIds', 'scheduled-export-form-deviceIds-help')}
              />
              <Form.Text id="scheduled-export-form-deviceIds-help">
                {t('scheduledExports.form.deviceIdsHelp')}
              </Form.Text>
              {message('deviceIds')}
            </Form.Group>
            <Form.Group className="col-12 col-md-4" controlId={id('days')}>
              <Form.Label>{t('scheduledExports.form.days')}</Form.Label>
              <Form.Control
                type="number"
                min={1}
                max={31}
                value={days}
                onChange={(e) => setDays(e.target.value)}
                data-testid={id('days')}
                {...described('days')}
              />
              {message('days')}
            </Form.Group>
          </>
        )}
        <Form.Group className="col-12 col-md-4" controlId={id('frequency')}>
          <Form.Label>{t('scheduledExports.form.frequency')}</Form.Label>
          <Form.Select
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as ExportFrequency)}
            data-testid={id('frequency')}
            {...described('frequency')}
          >
            {EXPORT_FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`scheduledExports.frequency.${f}`)}
              </option>
            ))}
          </Form.Select>
          {message('frequency')}
        </Form.Group>
        {frequency === 'weekly' && (
          <Form.Group className="col-12 col-md-4" controlId={id('weekday')}>
            <Form.Label>{t('scheduledExports.form.weekday')}</Form.Label>
            <Form.Select
              value={weekday}
              onChange={(e) => setWeekday(Number(e.target.value))}
              data-testid={id('weekday')}
              {...described('weekday')}
            >
              {WEEKDAYS.map((d) => (
                <option key={d} value={d}>
                  {t(`scheduledExports.weekday.${d}`)}
                </option>
              ))}
            </Form.Select>
            {message('weekday')}
          </Form.Group>
        )}
        {frequency === 'monthly' && (
          <Form.Group className="col-12 col-md-4" controlId={id('dayOfMonth')}>
            <Form.Label>{t('scheduledExports.form.dayOfMonth')}</Form.Label>
            <Form.Control
              type="number"
              min={1}
              max={28}
              value={dayOfMonth}
              onChange={(e) => setDayOfMonth(e.target.value)}
              data-testid={id('dayOfMonth')}
              {...described('dayOfMonth', 'scheduled-export-form-dayOfMonth-help')}
            />
            <Form.Text id="scheduled-export-form-dayOfMonth-help">
              {t('scheduledExports.form.dayOfMonthHelp')}
            </Form.Text>
            {message('dayOfMonth')}
          </Form.Group>
        )}
        <Form.Group className="col-12 col-md-4" controlId={id('hour')}>
          <Form.Label>{t('scheduledExports.form.hour')}</Form.Label>
          <Form.Select
            value={hour}
            onChange={(e) => setHour(Number(e.target.value))}
            data-testid={id('hour')}
            {...described('hour')}
          >
            {HOURS.map((h) => (
              <option key={h} value={h}>
                {`${String(h).padStart(2, '0')}:00`}
              </option>
            ))}
          </Form.Select>
          {message('hour')}
        </Form.Group>
        <fieldset
          className="col-12"
          aria-describedby={errors.delivery ? 'scheduled-export-form-delivery-error' : undefined}
        >
          <legend className="form-label fs-6">{t('scheduledExports.form.delivery')}</legend>
          {EXPORT_DELIVERIES.map((d) => (
            <Form.Check
              key={d}
              inline
              type="radio"
              name="scheduled-export-delivery"
              id={`scheduled-export-form-delivery-${d}`}
              label={t(`scheduledExports.delivery.${d}`)}
              checked={delivery === d}
              onChange={() => setDelivery(d)}
              data-testid={`scheduled-export-form-delivery-${d}`}
            />
          ))}
          {message('delivery')}
        </fieldset>
      </div>
      <Button type="submit" className="mt-3" disabled={pending} data-testid="scheduled-export-form-submit">
        {editing ? t('scheduledExports.form.submitEdit') : t('scheduledExports.form.submitCreate')}
      </Button>
    </Form>
  );
}
