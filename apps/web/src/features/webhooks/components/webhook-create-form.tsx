import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENTS,
  webhookCreateSchema,
  type WebhookEvent,
  type WebhookWithSecretDto,
} from '@app/contracts';
import { firstPerField, useFieldErrors } from '../../../components/ui/use-field-errors';
import { isApiError } from '../../../lib/api-error';
import { useCreateWebhook, type WebhookAccountChoice } from '../api/webhooks';
import { eventLabelKey } from './webhook-labels';

type Field = 'accountId' | 'name' | 'url' | 'events';

/** The server's reasons to refuse a URL (the SSRF rule of the prod profile). */
const REFUSALS = ['notHttps', 'privateAddress', 'unresolved'];

/** What each field needs, in words, when the contract's schema refuses it. */
const CLIENT_ERRORS: Record<Field, string> = {
  accountId: 'webhooks.form.accountRequired',
  name: 'webhooks.form.nameRequired',
  url: 'webhooks.form.urlInvalid',
  events: 'webhooks.form.eventsRequired',
};

/**
 * The new endpoint's form: account (unless the caller has exactly one), name, URL, the events to
 * send, enabled. Checked with the contract's schema before sending; the server's refusal of a URL
 * (production refuses private addresses) is shown under the field. `onCreated` receives the answer
 * with the secret. Test ids `webhook-form`, `webhook-form-<field>`, `webhook-form-submit`.
 */
export function WebhookCreateForm({
  accounts,
  defaultAccountId,
  onCreated,
}: {
  accounts: readonly WebhookAccountChoice[];
  defaultAccountId: number | undefined;
  onCreated: (created: WebhookWithSecretDto) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateWebhook();
  const [accountId, setAccountId] = useState<string>(String(defaultAccountId ?? accounts[0]?.id ?? ''));
  const [name, setName] = useState('');
  const [url, setUrl] = useState('https://');
  const [events, setEvents] = useState<WebhookEvent[]>(['alarm.opened', 'alarm.cleared']);
  const [enabled, setEnabled] = useState(true);
  const { errors, setErrors, described, message, errorId } = useFieldErrors<Field>('webhook-form');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = webhookCreateSchema.safeParse({
      accountId: Number(accountId),
      name,
      url,
      events,
      enabled,
    });
    if (!parsed.success) {
      setErrors(
        firstPerField(
          parsed.error.issues.map((issue) => {
            const field = issue.path[0] as Field;
            return [field, t(CLIENT_ERRORS[field] ?? 'webhooks.form.urlInvalid')] as const;
          }),
        ),
      );
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        setName('');
        setUrl('https://');
        onCreated(created);
      },
      onError: (error) => {
        if (!isApiError(error)) return;
        const found: Partial<Record<Field, string>> = {};
        for (const fe of error.fieldErrors)
          found[fe.field as Field] = REFUSALS.includes(fe.message)
            ? t(`webhooks.form.refused.${fe.message}`)
            : fe.message;
        if (Object.keys(found).length === 0 && error.status === 400) found.url = error.message;
        setErrors(found);
      },
    });
  };

  return (
    <Form noValidate onSubmit={submit} data-testid="webhook-form" aria-labelledby="webhook-form-title">
      <h2 className="h5" id="webhook-form-title">
        {t('webhooks.form.title')}
      </h2>
      <div className="row g-3">
        {accounts.length !== 1 && (
          <Form.Group className="col-12 col-md-6" controlId="webhook-form-accountId">
            <Form.Label>{t('webhooks.account')}</Form.Label>
            <Form.Select
              value={accountId}
              onChange={(e) => setAccountId(e.target.value)}
              data-testid="webhook-form-accountId"
              {...described('accountId')}
            >
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.label}
                </option>
              ))}
            </Form.Select>
            {message('accountId')}
          </Form.Group>
        )}
        <Form.Group className="col-12 col-md-6" controlId="webhook-form-name">
          <Form.Label>{t('webhooks.form.name')}</Form.Label>
          <Form.Control
            value={name}
            maxLength={100}
            required
            onChange={(e) => setName(e.target.value)}
            data-testid="webhook-form-name"
            {...described('name')}
          />
          {message('name')}
        </Form.Group>
        <Form.Group className="col-12" controlId="webhook-form-url">
          <Form.Label>{t('webhooks.form.url')}</Form.Label>
          <Form.Control
            type="url"
            inputMode="url"
            value={url}
            maxLength={2000}
            required
            onChange={(e) => setUrl(e.target.value)}
            data-testid="webhook-form-url"
            {...described('url', 'webhook-form-url-help')}
          />
          <Form.Text id="webhook-form-url-help">{t('webhooks.form.urlHelp')}</Form.Text>
          {message('url')}
        </Form.Group>
        <fieldset className="col-12" aria-describedby={errors.events ? errorId('events') : undefined}>
          <legend className="form-label fs-6">{t('webhooks.form.events')}</legend>
          {WEBHOOK_EVENTS.map((event) => (
            <Form.Check
              key={event}
              inline
              type="checkbox"
              id={`webhook-form-event-${event}`}
              label={t(eventLabelKey(event))}
              checked={events.includes(event)}
              onChange={(e) =>
                setEvents((current) =>
                  e.target.checked ? [...current, event] : current.filter((x) => x !== event),
                )
              }
              data-testid={`webhook-form-event-${event}`}
            />
          ))}
          {message('events')}
        </fieldset>
        <Form.Group className="col-12" controlId="webhook-form-enabled">
          <Form.Check
            type="switch"
            label={t('webhooks.form.enabled')}
            checked={enabled}
            onChange={(e) => setEnabled(e.target.checked)}
            data-testid="webhook-form-enabled"
          />
        </Form.Group>
      </div>
      <Button type="submit" className="mt-3" disabled={create.isPending} data-testid="webhook-form-submit">
        {t('webhooks.form.submit')}
      </Button>
    </Form>
  );
}
