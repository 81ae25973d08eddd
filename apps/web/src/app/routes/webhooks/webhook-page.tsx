import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { WebhookDeliveryDto, WebhookWithSecretDto } from '@app/contracts';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { formatDateTimeFull } from '../../../lib/formatters';
import {
  useRotateWebhookSecret,
  useTestWebhook,
  useWebhookDeliveries,
  useWebhooks,
} from '../../../features/webhooks/api/webhooks';
import { WebhookDeliveriesTable } from '../../../features/webhooks/components/webhook-deliveries-table';
import { disabledReasonKey, eventLabelKey } from '../../../features/webhooks/components/webhook-labels';
import { OneTimeSecret } from '../../../components/ui/one-time-secret';
import { WebhookTestResult } from '../../../features/webhooks/components/webhook-test-result';
import { WebhookStatus } from '../../../features/webhooks/components/webhooks-table';
import { useCanManageWebhooks } from '../../../features/webhooks/hooks/use-can-manage-webhooks';

const ROTATE_TEST_IDS = {
  dialog: 'rotate-dialog',
  question: 'rotate-question',
  cancel: 'rotate-cancel',
  confirm: 'rotate-confirm',
};

/**
 * /webhooks/:id (decision 040): one endpoint — URL, events, status (and why it was disabled), last
 * delivery — with Send test, New secret (shown once) and its delivery log with the status codes.
 * Test ids: `webhook-title`, `webhook-not-found`, `webhook-disabled-reason`, `webhook-test`,
 * `webhook-rotate`, `webhook-deliveries-empty`.
 */
export function WebhookPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const permissions = useCanManageWebhooks();
  const enabled = permissions.ready && permissions.canManage;
  const hooks = useWebhooks(enabled);
  const deliveries = useWebhookDeliveries(id, enabled);
  const test = useTestWebhook();
  const rotate = useRotateWebhookSecret();
  const [tested, setTested] = useState<WebhookDeliveryDto | null>(null);
  const [secret, setSecret] = useState<WebhookWithSecretDto | null>(null);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const hook = hooks.data?.find((h) => h.id === id);

  const back = (
    <Link to={paths.webhooks.list.getHref()} className="d-inline-block mb-3">
      {t('webhooks.action.back')}
    </Link>
  );
  if ((permissions.ready || permissions.failed) && !permissions.canManage)
    return (
      <div>
        <PageTitle testId="webhook-title">{t('webhooks.title')}</PageTitle>
        <Alert variant="warning" data-testid="webhooks-not-authorized">
          {t('webhooks.notAuthorized')}
        </Alert>
      </div>
    );
  if (!enabled || hooks.isPending) return <Loading />;
  if (!hook)
    return (
      <div>
        <PageTitle testId="webhook-title">{t('webhooks.title')}</PageTitle>
        {back}
        <Alert variant="warning" data-testid="webhook-not-found">
          {t('webhooks.detail.notFound')}
        </Alert>
      </div>
    );

  return (
    <div data-testid="webhook-page">
      <PageTitle testId="webhook-title">{hook.name}</PageTitle>
      {back}
      <dl className="row">
        <dt className="col-sm-3">{t('webhooks.list.url')}</dt>
        <dd className="col-sm-9 text-break">
          <code>{hook.url}</code>
        </dd>
        <dt className="col-sm-3">{t('webhooks.list.events')}</dt>
        <dd className="col-sm-9">{hook.events.map((e) => t(eventLabelKey(e))).join(', ')}</dd>
        <dt className="col-sm-3">{t('webhooks.list.status')}</dt>
        <dd className="col-sm-9">
          <WebhookStatus hook={hook} />
          {hook.disabledReason && (
            <p className="mb-0 mt-1" data-testid="webhook-disabled-reason">
              {t(disabledReasonKey(hook.disabledReason), { defaultValue: hook.disabledReason })}
            </p>
          )}
        </dd>
        <dt className="col-sm-3">{t('webhooks.detail.lastDelivery')}</dt>
        <dd className="col-sm-9">
          {hook.lastDeliveryAt ? (
            <time dateTime={hook.lastDeliveryAt}>{formatDateTimeFull(hook.lastDeliveryAt)}</time>
          ) : (
            t('webhooks.detail.never')
          )}
        </dd>
      </dl>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button
          variant="outline-primary"
          disabled={test.isPending}
          onClick={() => test.mutate(id, { onSuccess: setTested })}
          data-testid="webhook-test"
        >
          {test.isPending ? t('webhooks.test.sending') : t('webhooks.action.test')}
        </Button>
        <Button
          variant="outline-secondary"
          disabled={rotate.isPending}
          onClick={() => setConfirmRotate(true)}
          data-testid="webhook-rotate"
        >
          {t('webhooks.action.rotate')}
        </Button>
      </div>
      {confirmRotate && (
        <ConfirmDeleteModal
          title={t('webhooks.action.rotate')}
          question={t('webhooks.confirmRotate')}
          cancelLabel={t('webhooks.common.cancel')}
          confirmLabel={t('webhooks.action.rotate')}
          closeLabel={t('webhooks.common.close')}
          deleting={rotate.isPending}
          testIds={ROTATE_TEST_IDS}
          onCancel={() => setConfirmRotate(false)}
          onConfirm={() =>
            rotate.mutate(id, { onSuccess: setSecret, onSettled: () => setConfirmRotate(false) })
          }
        />
      )}
      {secret && (
        <OneTimeSecret
          name={secret.name}
          secret={secret.secret}
          onDone={() => setSecret(null)}
          texts="webhooks.secret"
          testId="webhook-secret"
        />
      )}
      <div aria-live="polite">{tested && <WebhookTestResult name={hook.name} delivery={tested} />}</div>
      <h2 className="h5 mt-4">{t('webhooks.deliveries.title')}</h2>
      {deliveries.isPending ? (
        <Loading />
      ) : deliveries.isError ? (
        <Alert variant="danger">{t('webhooks.loadError')}</Alert>
      ) : deliveries.data.length === 0 ? (
        <Alert variant="info" data-testid="webhook-deliveries-empty">
          {t('webhooks.deliveries.empty')}
        </Alert>
      ) : (
        <WebhookDeliveriesTable deliveries={deliveries.data} />
      )}
    </div>
  );
}

export default WebhookPage;
