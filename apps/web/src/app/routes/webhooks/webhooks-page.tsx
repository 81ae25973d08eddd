import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { WebhooksManager } from '../../../features/webhooks/components/webhooks-manager';
import { useCanManageWebhooks } from '../../../features/webhooks/hooks/use-can-manage-webhooks';
import { AlarmsNav } from '../alarms/alarms-nav';

/**
 * /webhooks (decision 040): the signed webhooks of the accounts the caller manages. Needs
 * DEVICE_MANAGEMENT update; without it the page says so and asks nothing.
 * Test ids: `webhooks-title`, `webhooks-not-authorized`.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  const permissions = useCanManageWebhooks();
  let body;
  if (!permissions.ready && !permissions.failed) body = <Loading />;
  else if (!permissions.canManage)
    body = (
      <Alert variant="warning" data-testid="webhooks-not-authorized">
        {t('webhooks.notAuthorized')}
      </Alert>
    );
  else body = <WebhooksManager own={permissions.own} />;
  return (
    <div data-testid="webhooks-page">
      <AlarmsNav />
      <PageTitle testId="webhooks-title">{t('webhooks.title')}</PageTitle>
      <p className="text-body-secondary">{t('webhooks.intro')}</p>
      {body}
    </div>
  );
}

export default WebhooksPage;
