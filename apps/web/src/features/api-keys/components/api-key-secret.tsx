import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

/**
 * The new key's secret, shown once: a read-only field, Copy (its outcome announced) and "I have
 * saved it". Test ids `api-key-secret`, `api-key-secret-value`, `api-key-secret-copy`,
 * `api-key-secret-copied`, `api-key-secret-done`.
 */
export function ApiKeySecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
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
    <Alert variant="warning" data-testid="api-key-secret" className="mb-4">
      <h2 className="h5">
        {t('apiKeys.secret.title')}: {name}
      </h2>
      <p id="api-key-secret-once">{t('apiKeys.secret.once')}</p>
      <label htmlFor="api-key-secret-value" className="visually-hidden">
        {t('apiKeys.secret.title')}
      </label>
      <input
        id="api-key-secret-value"
        className="form-control font-monospace mb-2"
        readOnly
        value={secret}
        aria-describedby="api-key-secret-once"
        onFocus={(e) => e.currentTarget.select()}
        data-testid="api-key-secret-value"
      />
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => void copy()} data-testid="api-key-secret-copy">
          {t('apiKeys.secret.copy')}
        </Button>
        <Button variant="outline-secondary" onClick={onDone} data-testid="api-key-secret-done">
          {t('apiKeys.secret.done')}
        </Button>
      </div>
      <p className="mt-2 mb-0" aria-live="polite" data-testid="api-key-secret-copied">
        {copied === 'yes'
          ? t('apiKeys.secret.copied')
          : copied === 'failed'
            ? t('apiKeys.secret.copyFailed')
            : ''}
      </p>
    </Alert>
  );
}
