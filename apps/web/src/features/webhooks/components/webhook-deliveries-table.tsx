import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { deliverySucceeded, type WebhookDeliveryDto } from '@app/contracts';
import { formatDateTimeFull } from '../../../lib/formatters';
import { eventLabelKey } from './webhook-labels';

/**
 * An endpoint's delivery log, newest first: when, event, attempt, the status code (green for 2xx),
 * duration and error. Test ids `webhook-deliveries`, `webhook-delivery-<id>`.
 */
export function WebhookDeliveriesTable({ deliveries }: { deliveries: readonly WebhookDeliveryDto[] }) {
  const { t } = useTranslation();
  return (
    <Table responsive size="sm" className="align-middle" data-testid="webhook-deliveries">
      <caption className="visually-hidden">{t('webhooks.deliveries.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('webhooks.deliveries.at')}</th>
          <th scope="col">{t('webhooks.deliveries.status')}</th>
          <th scope="col">{t('webhooks.deliveries.event')}</th>
          <th scope="col">{t('webhooks.deliveries.attempt')}</th>
          <th scope="col">{t('webhooks.deliveries.duration')}</th>
          <th scope="col">{t('webhooks.deliveries.error')}</th>
        </tr>
      </thead>
      <tbody>
        {deliveries.map((d) => (
          <tr key={d.id} data-testid={`webhook-delivery-${d.id}`}>
            <td>
              <time dateTime={d.at}>{formatDateTimeFull(d.at)}</time>
            </td>
            <td>
              <Badge bg={deliverySucceeded(d.statusCode) ? 'success' : 'danger'}>
                {d.statusCode ?? t('webhooks.deliveries.noAnswer')}
              </Badge>
            </td>
            <td>{t(eventLabelKey(d.event))}</td>
            <td>{d.attempt}</td>
            <td>{d.durationMs === null ? '' : t('webhooks.deliveries.durationMs', { ms: d.durationMs })}</td>
            <td className="text-break">{d.error ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
