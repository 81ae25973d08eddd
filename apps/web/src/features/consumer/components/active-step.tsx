import { useRef, useState } from 'react';
import type { ConsumerAccount } from '@app/contracts';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { Icon } from '../../../components/ui/icon';
import { isApiError } from '../../../lib/api-error';
import { useDeleteConsumerAccount } from '../api/delete-consumer-account';
import { ConsumerDevices } from './consumer-devices';
import { DeviceForm } from './device-form';
import { LiveMessage } from './live-message';

/**
 * The active consumer: 'Logged as {login}' with 'Not me' and Delete (confirmed in the dialog),
 * the purifiers already registered and the add-device form.
 */
export function ActiveStep({
  account,
  onNotMe,
  onDeleted,
  onClaimed,
}: {
  account: ConsumerAccount;
  onNotMe: () => void;
  onDeleted: () => void;
  onClaimed: () => void;
}) {
  const { t } = useTranslation();
  const deletion = useDeleteConsumerAccount();
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const deleteErrorRef = useRef<HTMLDivElement>(null);

  const confirmDelete = () => {
    setDeleteError(null);
    deletion.mutate(account.id, {
      onSuccess: () => {
        setConfirming(false);
        onDeleted();
      },
      onError: (error) => {
        setConfirming(false);
        // A 401 already ended the consumer session: the page says so.
        if (isApiError(error) && error.status === 401) return;
        const reason =
          isApiError(error) && error.status === 0 ? t('consumer.errors.unreachable') : t('consumer.validate');
        setDeleteError(t('consumer.delete.failed', { reason }));
        setTimeout(() => deleteErrorRef.current?.focus(), 50);
      },
    });
  };

  return (
    <section aria-labelledby="consumer-active-heading" data-testid="consumer-active">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h2 className="h5 mb-0 text-break" id="consumer-active-heading" data-testid="consumer-step-heading">
          <Icon name="user" className="me-2" />
          <span data-testid="consumer-logged-as">
            {t('consumer.loggedAs', { login: account.user.login })}
          </span>
        </h2>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="secondary" onClick={onNotMe} data-testid="consumer-not-me">
            {t('consumer.notMe')}
          </Button>
          <Button variant="danger" onClick={() => setConfirming(true)} data-testid="consumer-delete">
            <Icon name="trash" className="me-1" />
            {t('consumer.active.deleteAccount')}
          </Button>
        </div>
      </div>
      <LiveMessage kind="alert" variant="danger" testId="consumer-delete-error" messageRef={deleteErrorRef}>
        {deleteError}
      </LiveMessage>
      <ConsumerDevices devices={account.devices} />
      <DeviceForm account={account} onClaimed={onClaimed} />
      {confirming && (
        <ConfirmDeleteModal
          title={t('consumer.delete.title')}
          question={t('consumer.delete.question', { login: account.user.login })}
          cancelLabel={t('consumer.delete.cancel')}
          confirmLabel={t('consumer.delete.confirm')}
          closeLabel={t('consumer.delete.close')}
          deleting={deletion.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={confirmDelete}
        />
      )}
    </section>
  );
}
