import { useState, type FormEvent } from 'react';
import {
  DEFAULT_TIME_ZONE,
  OPENING_DAYS,
  SHOP_HOURS,
  openingHoursSchema,
  type Closure,
  type OpeningDay,
  type OpeningHours,
  type OpeningRange,
} from '@app/contracts';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useSaveOpeningHours } from '../api/site-settings';

const MAX_RANGES = 4;

/**
 * A site's opening hours (decision 040): up to four ranges a weekday in the site's time zone, and
 * closures. A site without hours is open at all times; the form then starts from usual shop hours,
 * stored only when saved. Test ids `hours-form`, `hours-<day>-<i>-from|to`, `hours-<day>-add`,
 * `hours-closure-add`, `hours-save`, `hours-remove`, `hours-saved`, `hours-error`, `hours-none`.
 */
export function OpeningHoursEditor({
  addressId,
  hours,
  canEdit,
}: {
  addressId: number;
  hours: OpeningHours | null;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveOpeningHours(addressId);
  const [timeZone, setTimeZone] = useState(hours?.timeZone ?? DEFAULT_TIME_ZONE);
  const [week, setWeek] = useState<Record<OpeningDay, OpeningRange[]>>(hours?.week ?? SHOP_HOURS.week);
  const [closures, setClosures] = useState<Closure[]>(hours?.closures ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const setRange = (day: OpeningDay, i: number, change: Partial<OpeningRange>) =>
    setWeek((w) => ({ ...w, [day]: w[day].map((r, j) => (j === i ? { ...r, ...change } : r)) }));
  const setClosure = (i: number, change: Partial<Closure>) =>
    setClosures((c) => c.map((x, j) => (j === i ? { ...x, ...change } : x)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    const parsed = openingHoursSchema.safeParse({
      timeZone: timeZone.trim(),
      week,
      closures: closures.map((c) => ({ ...c, note: c.note?.trim() || undefined })),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const where =
        issue.path[0] === 'week'
          ? t(`thresholds.hours.day.${String(issue.path[1])}`)
          : issue.path[0] === 'closures'
            ? t('thresholds.hours.closures')
            : t('thresholds.hours.timeZone');
      return setProblem(t('thresholds.hours.invalid', { where, message: issue.message }));
    }
    setProblem(null);
    save.mutate(parsed.data, {
      onSuccess: () => setSaved(t('thresholds.hours.saved')),
      onError: () => setProblem(t('thresholds.errors.save')),
    });
  };
  const remove = () =>
    save.mutate(null, {
      onSuccess: () => setSaved(t('thresholds.hours.removed')),
      onError: () => setProblem(t('thresholds.errors.save')),
    });

  return (
    <Form onSubmit={submit} noValidate data-testid="hours-form">
      {!hours && (
        <p className="text-body-secondary" data-testid="hours-none">
          {t('thresholds.hours.none')}
        </p>
      )}
      <div aria-live="polite">
        {saved && (
          <Alert variant="success" className="py-2" data-testid="hours-saved">
            {saved}
          </Alert>
        )}
        {problem && (
          <Alert variant="danger" className="py-2" data-testid="hours-error">
            {problem}
          </Alert>
        )}
      </div>
      <fieldset disabled={!canEdit}>
        <Form.Group className="mb-3" controlId={`hours-zone-${addressId}`} style={{ maxWidth: '20rem' }}>
          <Form.Label>{t('thresholds.hours.timeZone')}</Form.Label>
          <Form.Control
            value={timeZone}
            onChange={(e) => setTimeZone(e.target.value)}
            data-testid="hours-zone"
          />
        </Form.Group>
        {OPENING_DAYS.map((day) => (
          <fieldset key={day} className="mb-2 border-bottom pb-2">
            <legend className="fs-6 fw-semibold mb-1">{t(`thresholds.hours.day.${day}`)}</legend>
            {week[day].length === 0 && (
              <span className="text-body-secondary small me-2">{t('thresholds.hours.closed')}</span>
            )}
            {week[day].map((range, i) => (
              <div key={i} className="d-inline-flex flex-wrap align-items-end gap-1 me-3 mb-1">
                <Form.Group controlId={`hours-${day}-${i}-from`}>
                  <Form.Label className="small mb-0">{t('thresholds.hours.from')}</Form.Label>
                  <Form.Control
                    type="time"
                    size="sm"
                    value={range.from}
                    onChange={(e) => setRange(day, i, { from: e.target.value })}
                    data-testid={`hours-${day}-${i}-from`}
                  />
                </Form.Group>
                <Form.Group controlId={`hours-${day}-${i}-to`}>
                  <Form.Label className="small mb-0">{t('thresholds.hours.to')}</Form.Label>
                  <Form.Control
                    type="time"
                    size="sm"
                    value={range.to === '24:00' ? '23:59' : range.to}
                    onChange={(e) => setRange(day, i, { to: e.target.value })}
                    data-testid={`hours-${day}-${i}-to`}
                  />
                </Form.Group>
                <Button
                  variant="link"
                  size="sm"
                  onClick={() => setWeek((w) => ({ ...w, [day]: w[day].filter((_, j) => j !== i) }))}
                >
                  {t('thresholds.hours.remove')}
                  <span className="visually-hidden">
                    {' '}
                    {t('thresholds.hours.rangeOf', { day: t(`thresholds.hours.day.${day}`), n: i + 1 })}
                  </span>
                </Button>
              </div>
            ))}
            {week[day].length < MAX_RANGES && (
              <Button
                variant="link"
                size="sm"
                onClick={() => setWeek((w) => ({ ...w, [day]: [...w[day], { from: '09:00', to: '18:00' }] }))}
                data-testid={`hours-${day}-add`}
              >
                {t('thresholds.hours.add')}
                <span className="visually-hidden">
                  {' '}
                  {t('thresholds.hours.toDay', { day: t(`thresholds.hours.day.${day}`) })}
                </span>
              </Button>
            )}
          </fieldset>
        ))}
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold mb-1">{t('thresholds.hours.closures')}</legend>
          {closures.map((closure, i) => (
            <div key={i} className="d-flex flex-wrap align-items-end gap-2 mb-1">
              <Form.Group controlId={`hours-closure-${i}-from`}>
                <Form.Label className="small mb-0">{t('thresholds.hours.closureFrom')}</Form.Label>
                <Form.Control
                  type="date"
                  size="sm"
                  value={closure.from}
                  onChange={(e) => setClosure(i, { from: e.target.value })}
                />
              </Form.Group>
              <Form.Group controlId={`hours-closure-${i}-to`}>
                <Form.Label className="small mb-0">{t('thresholds.hours.closureTo')}</Form.Label>
                <Form.Control
                  type="date"
                  size="sm"
                  value={closure.to}
                  onChange={(e) => setClosure(i, { to: e.target.value })}
                />
              </Form.Group>
              <Form.Group controlId={`hours-closure-${i}-note`}>
                <Form.Label className="small mb-0">{t('thresholds.hours.note')}</Form.Label>
                <Form.Control
                  size="sm"
                  maxLength={100}
                  value={closure.note ?? ''}
                  onChange={(e) => setClosure(i, { note: e.target.value })}
                />
              </Form.Group>
              <Button
                variant="link"
                size="sm"
                onClick={() => setClosures((c) => c.filter((_, j) => j !== i))}
              >
                {t('thresholds.hours.remove')}
              </Button>
            </div>
          ))}
          <Button
            variant="link"
            size="sm"
            onClick={() => setClosures((c) => [...c, { from: '', to: '' }])}
            data-testid="hours-closure-add"
          >
            {t('thresholds.hours.addClosure')}
          </Button>
        </fieldset>
      </fieldset>
      {canEdit && (
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending} data-testid="hours-save">
            {t('thresholds.hours.save')}
          </Button>
          {hours && (
            <Button
              variant="outline-secondary"
              disabled={save.isPending}
              onClick={remove}
              data-testid="hours-remove"
            >
              {t('thresholds.hours.removeAll')}
            </Button>
          )}
        </div>
      )}
    </Form>
  );
}
