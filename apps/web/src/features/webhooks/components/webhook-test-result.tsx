import type { WebhookDeliveryDto } from '@app/contracts';
import { deliverySucceeded } from '@app/contracts';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';

/** What "Send test" answered: delivered with its status and time, or why not. Test id `webhook-test-result`. */
export function WebhookTestResult({ name, delivery }: { name: string; delivery: WebhookDeliveryDto }) {
  const { t } = useTranslation();
  const ok = deliverySucceeded(delivery.statusCode);
  const reason =
    delivery.statusCode !== null
      ? `HTTP ${delivery.statusCode}`
      : (delivery.error ?? t('webhooks.deliveries.noAnswer'));
  return (
    <Alert variant={ok ? 'success' : 'danger'} className="mb-3" data-testid="webhook-test-result">
      <strong>{name}</strong>:{' '}
      {ok
        ? t('webhooks.test.ok', { status: delivery.statusCode, ms: delivery.durationMs ?? 0 })
        : t('webhooks.test.failed', { reason })}
    </Alert>
  );
}
