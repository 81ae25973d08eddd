import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import type { AccountDto, WebhookDeliveryDto, WebhookDto, WebhookWithSecretDto } from '@app/contracts';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { Loading } from '../../../components/ui/loading';
import {
  inputOf,
  useDeleteWebhook,
  useTestWebhook,
  useUpdateWebhook,
  useWebhookAccounts,
  useWebhooks,
} from '../api/webhooks';
import { WebhookCreateForm } from './webhook-create-form';
import { OneTimeSecret } from '../../../components/ui/one-time-secret';
import { WebhookTestResult } from './webhook-test-result';
import { WebhooksTable } from './webhooks-table';

/**
 * The webhooks of /webhooks: the create form (its secret shown once after), the endpoints of every
 * account the caller manages, with Enable/Disable, Send test (its result announced) and Delete behind
 * the shared confirmation. Test ids `webhooks-empty`, `webhooks-load-error`, `webhooks-message`.
 */
export function WebhooksManager({ own }: { own: AccountDto | undefined }) {
  const { t } = useTranslation();
  const hooks = useWebhooks(true);
  const accounts = useWebhookAccounts(own);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useTestWebhook();
  const [created, setCreated] = useState<WebhookWithSecretDto | null>(null);
  const [deleting, setDeleting] = useState<WebhookDto | null>(null);
  const [tested, setTested] = useState<{ name: string; delivery: WebhookDeliveryDto } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  const choices = accounts.data ?? (own ? [{ id: own.id, label: `#${own.id}` }] : []);
  const labels = new Map(choices.map((a) => [a.id, a.label]));
  const severalAccounts = new Set(hooks.data?.map((h) => h.accountId)).size > 1;

  const toggle = (hook: WebhookDto) => {
    setBusyId(hook.id);
    update.mutate(
      { id: hook.id, input: inputOf(hook, { enabled: !hook.enabled }) },
      { onSuccess: () => setMessage(t('webhooks.saved')), onSettled: () => setBusyId(null) },
    );
  };
  const sendTest = (hook: WebhookDto) => {
    setBusyId(hook.id);
    setTested(null);
    setMessage(t('webhooks.test.sending'));
    test.mutate(hook.id, {
      onSuccess: (delivery) => {
        setMessage(null);
        setTested({ name: hook.name, delivery });
      },
      onError: () => setMessage(null),
      onSettled: () => setBusyId(null),
    });
  };

  let list;
  if (hooks.isPending) list = <Loading />;
  else if (hooks.isError)
    list = (
      <Alert variant="danger" data-testid="webhooks-load-error">
        <p className="mb-2">{t('webhooks.loadError')}</p>
        <Button size="sm" variant="outline-danger" onClick={() => void hooks.refetch()}>
          {t('webhooks.retryLoad')}
        </Button>
      </Alert>
    );
  else if (hooks.data.length === 0)
    list = (
      <Alert variant="info" data-testid="webhooks-empty">
        {t('webhooks.empty')}
      </Alert>
    );
  else
    list = (
      <WebhooksTable
        hooks={hooks.data}
        accountLabel={severalAccounts ? (id) => labels.get(id) ?? `#${id}` : undefined}
        busyId={busyId}
        onToggle={toggle}
        onTest={sendTest}
        onDelete={setDeleting}
      />
    );

  return (
    <div data-testid="webhooks-manager">
      {created && (
        <OneTimeSecret
          name={created.name}
          secret={created.secret}
          onDone={() => setCreated(null)}
          texts="webhooks.secret"
          testId="webhook-secret"
        />
      )}
      <div aria-live="polite" aria-atomic="true">
        {message && (
          <Alert variant="info" dismissible onClose={() => setMessage(null)} data-testid="webhooks-message">
            {message}
          </Alert>
        )}
        {tested && <WebhookTestResult name={tested.name} delivery={tested.delivery} />}
      </div>
      {list}
      <hr className="my-4" />
      <WebhookCreateForm
        accounts={choices}
        defaultAccountId={own?.id}
        onCreated={(hook) => {
          setCreated(hook);
          setMessage(t('webhooks.saved'));
        }}
      />
      {deleting && (
        <ConfirmDeleteModal
          title={t('webhooks.confirmDelete.title')}
          question={t('webhooks.confirmDelete.body', { name: deleting.name })}
          cancelLabel={t('webhooks.common.cancel')}
          confirmLabel={t('webhooks.action.delete')}
          closeLabel={t('webhooks.common.close')}
          deleting={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => setMessage(t('webhooks.deleted')),
              onSettled: () => setDeleting(null),
            })
          }
        />
      )}
    </div>
  );
}
