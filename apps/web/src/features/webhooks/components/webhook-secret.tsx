import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

/**
 * The signing secret, shown once (after create or rotate): the value in a read-only field a screen
 * reader reads and a person can select, a Copy button, and "I have saved it" to close it. The copy's
 * outcome is announced. Test ids `webhook-secret`, `webhook-secret-value`, `webhook-secret-copy`,
 * `webhook-secret-copied`, `webhook-secret-done`.
 */
export function WebhookSecret({
  name,
  secret,
  onDone,
}: {
  name: string;
  secret: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Alert variant="warning" data-testid="webhook-secret" className="mb-4">
      <h2 className="h5">
        {t('webhooks.secret.title')}: {name}
      </h2>
      <p id="webhook-secret-once">{t('webhooks.secret.once')}</p>
      <label htmlFor="webhook-secret-value" className="visually-hidden">
        {t('webhooks.secret.title')}
      </label>
      <input
        id="webhook-secret-value"
        className="form-control font-monospace mb-2"
        readOnly
        value={secret}
        aria-describedby="webhook-secret-once"
        onFocus={(e) => e.currentTarget.select()}
        data-testid="webhook-secret-value"
      />
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => void copy()} data-testid="webhook-secret-copy">
          {t('webhooks.secret.copy')}
        </Button>
        <Button variant="outline-secondary" onClick={onDone} data-testid="webhook-secret-done">
          {t('webhooks.secret.done')}
        </Button>
      </div>
      <p className="mt-2 mb-0" aria-live="polite" data-testid="webhook-secret-copied">
        {copied === 'yes'
          ? t('webhooks.secret.copied')
          : copied === 'failed'
            ? t('webhooks.secret.copyFailed')
            : ''}
      </p>
    </Alert>
  );
}
