import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';

/**
 * A secret the server shows once (a new API key, a webhook's signing secret): the value in a
 * read-only field a screen reader reads and a person can select, Copy (its outcome announced) and
 * "I have saved it" to close it. `texts` is the i18n prefix holding title, once, copy, copied,
 * copyFailed and done; `testId` prefixes the test ids (`-value`, `-copy`, `-copied`, `-done`).
 */
export function OneTimeSecret({
  name,
  secret,
  onDone,
  texts,
  testId,
}: {
  name: string;
  secret: string;
  onDone: () => void;
  texts: string;
  testId: string;
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
  const valueId = `${testId}-value`;
  const onceId = `${testId}-once`;
  return (
    <Alert variant="warning" data-testid={testId} className="mb-4">
      <h2 className="h5">
        {t(`${texts}.title`)}: {name}
      </h2>
      <p id={onceId}>{t(`${texts}.once`)}</p>
      <label htmlFor={valueId} className="visually-hidden">
        {t(`${texts}.title`)}
      </label>
      <input
        id={valueId}
        className="form-control font-monospace mb-2"
        readOnly
        value={secret}
        aria-describedby={onceId}
        onFocus={(e) => e.currentTarget.select()}
        data-testid={valueId}
      />
      <div className="d-flex flex-wrap gap-2">
        <Button variant="primary" onClick={() => void copy()} data-testid={`${testId}-copy`}>
          {t(`${texts}.copy`)}
        </Button>
        <Button variant="outline-secondary" onClick={onDone} data-testid={`${testId}-done`}>
          {t(`${texts}.done`)}
        </Button>
      </div>
      <p className="mt-2 mb-0" aria-live="polite" data-testid={`${testId}-copied`}>
        {copied === 'yes' ? t(`${texts}.copied`) : copied === 'failed' ? t(`${texts}.copyFailed`) : ''}
      </p>
    </Alert>
  );
}
