import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import {
  ALARM_SEVERITIES,
  MAIL_CAP_PER_HOUR,
  MAIL_MODES,
  type AlarmSeverity,
  type MailMode,
  type NotificationPreferences,
} from '@app/contracts';

const MODE_LABEL: Record<MailMode, string> = {
  immediate: 'notifications.preferences.mailImmediate',
  digest: 'notifications.preferences.mailDigest',
  off: 'notifications.preferences.mailOff',
};

/**
 * The preferences (docs/decisions/040): severities, in-app, mail mode, digest time, quiet hours,
 * mail on clear. Grouped in fieldsets with legends; every field labelled; the outcome announced.
 * Test ids `preferences-form`, `preferences-save`, `preferences-saved`, `preferences-error`.
 */
export function PreferencesForm({
  initial,
  onSave,
  saving,
  outcome,
}: {
  initial: NotificationPreferences;
  onSave: (settings: NotificationPreferences) => void;
  saving: boolean;
  outcome: 'saved' | 'error' | null;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<NotificationPreferences>(initial);
  const set = (change: Partial<NotificationPreferences>) => setForm((f) => ({ ...f, ...change }));
  const toggleSeverity = (s: AlarmSeverity, on: boolean) =>
    set({
      severities: on
        ? ALARM_SEVERITIES.filter((x) => x === s || form.severities.includes(x))
        : form.severities.filter((x) => x !== s),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(form);
  };
  return (
    <Form onSubmit={submit} data-testid="preferences-form" style={{ maxWidth: '40rem' }}>
      <fieldset className="mb-4">
        <legend className="h6">{t('notifications.preferences.severities')}</legend>
        {ALARM_SEVERITIES.map((s) => (
          <Form.Check
            key={s}
            id={`preferences-severity-${s}`}
            type="checkbox"
            label={t(`notifications.severity.${s}`)}
            checked={form.severities.includes(s)}
            onChange={(e) => toggleSeverity(s, e.target.checked)}
          />
        ))}
        {form.severities.length === 0 && (
          <Form.Text className="text-warning-emphasis">
            {t('notifications.preferences.severitiesRequired')}
          </Form.Text>
        )}
      </fieldset>
      <Form.Check
        className="mb-4"
        id="preferences-in-app"
        type="switch"
        label={t('notifications.preferences.inApp')}
        checked={form.inApp}
        onChange={(e) => set({ inApp: e.target.checked })}
      />
      <fieldset className="mb-4">
        <legend className="h6">{t('notifications.preferences.mail')}</legend>
        {MAIL_MODES.map((mode) => (
          <Form.Check
            key={mode}
            id={`preferences-mail-${mode}`}
            type="radio"
            name="mail"
            label={t(MODE_LABEL[mode], { cap: MAIL_CAP_PER_HOUR })}
            checked={form.mail === mode}
            onChange={() => set({ mail: mode })}
          />
        ))}
        {form.mail === 'digest' && (
          <Form.Group controlId="preferences-digest-at" className="mt-2" style={{ maxWidth: '12rem' }}>
            <Form.Label>{t('notifications.preferences.digestAt')}</Form.Label>
            <Form.Control
              type="time"
              required
              value={form.digestAt}
              onChange={(e) => set({ digestAt: e.target.value })}
            />
          </Form.Group>
        )}
      </fieldset>
      <fieldset className="mb-4" disabled={form.mail === 'off'}>
        <legend className="visually-hidden">{t('notifications.preferences.quiet')}</legend>
        <Form.Check
          id="preferences-quiet"
          type="switch"
          label={t('notifications.preferences.quiet')}
          checked={form.quietHours !== null}
          onChange={(e) => set({ quietHours: e.target.checked ? { from: '22:00', to: '07:00' } : null })}
        />
        {form.quietHours && (
          <div className="d-flex flex-wrap gap-3 mt-2">
            <Form.Group controlId="preferences-quiet-from">
              <Form.Label>{t('notifications.preferences.quietFrom')}</Form.Label>
              <Form.Control
                type="time"
                required
                value={form.quietHours.from}
                onChange={(e) => set({ quietHours: { ...form.quietHours!, from: e.target.value } })}
              />
            </Form.Group>
            <Form.Group controlId="preferences-quiet-to">
              <Form.Label>{t('notifications.preferences.quietTo')}</Form.Label>
              <Form.Control
                type="time"
                required
                value={form.quietHours.to}
                onChange={(e) => set({ quietHours: { ...form.quietHours!, to: e.target.value } })}
              />
            </Form.Group>
          </div>
        )}
        <Form.Check
          className="mt-3"
          id="preferences-mail-on-clear"
          type="switch"
          label={t('notifications.preferences.mailOnClear')}
          checked={form.mailOnClear}
          onChange={(e) => set({ mailOnClear: e.target.checked })}
        />
      </fieldset>
      <div role="status" aria-live="polite">
        {outcome === 'saved' && (
          <Alert variant="success" data-testid="preferences-saved">
            {t('notifications.preferences.saved')}
          </Alert>
        )}
        {outcome === 'error' && (
          <Alert variant="danger" data-testid="preferences-error">
            {t('notifications.preferences.saveError')}
          </Alert>
        )}
      </div>
      <Button type="submit" disabled={saving} data-testid="preferences-save">
        {t('notifications.preferences.save')}
      </Button>
    </Form>
  );
}
