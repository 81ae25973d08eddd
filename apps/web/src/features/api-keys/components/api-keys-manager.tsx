import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import type { ApiKeyDto, ApiKeyWithSecretDto, PermissionSubject } from '@app/contracts';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { Loading } from '../../../components/ui/loading';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { ApiKeyCreateForm } from './api-key-create-form';
import { OneTimeSecret } from '../../../components/ui/one-time-secret';
import { ApiKeysTable } from './api-keys-table';

/**
 * The keys of /api-keys: the create form (the secret shown once after), the list, Revoke behind the
 * shared confirmation (its outcome announced). Test ids `api-keys-empty`, `api-keys-load-error`,
 * `api-keys-message`, `api-key-revoke-dialog` and its buttons.
 */
export function ApiKeysManager({ subject }: { subject: PermissionSubject }) {
  const { t } = useTranslation();
  const keys = useApiKeys(true);
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<ApiKeyWithSecretDto | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  const [message, setMessage] = useState('');

  const confirmRevoke = () => {
    if (!revoking) return;
    const { id, name } = revoking;
    revoke.mutate(id, {
      onSuccess: () => setMessage(t('apiKeys.revoked', { name })),
      onSettled: () => setRevoking(null),
    });
  };

  return (
    <>
      {created ? (
        <OneTimeSecret
          name={created.name}
          secret={created.secret}
          onDone={() => setCreated(null)}
          texts="apiKeys.secret"
          testId="api-key-secret"
        />
      ) : (
        <ApiKeyCreateForm subject={subject} onCreated={setCreated} />
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="api-keys-message">
        {message}
      </p>
      <h2 className="h5 mt-4">{t('apiKeys.list.title')}</h2>
      {keys.isPending ? (
        <Loading />
      ) : keys.isError ? (
        <Alert variant="danger" data-testid="api-keys-load-error">
          {t('apiKeys.loadError')}
        </Alert>
      ) : keys.data.length === 0 ? (
        <p data-testid="api-keys-empty">{t('apiKeys.empty')}</p>
      ) : (
        <ApiKeysTable keys={keys.data} onRevoke={setRevoking} />
      )}
      {revoking && (
        <ConfirmDeleteModal
          title={t('apiKeys.revokeDialog.title')}
          question={t('apiKeys.revokeDialog.question', { name: revoking.name })}
          cancelLabel={t('apiKeys.revokeDialog.cancel')}
          confirmLabel={t('apiKeys.revokeDialog.confirm')}
          closeLabel={t('apiKeys.revokeDialog.close')}
          deleting={revoke.isPending}
          onCancel={() => setRevoking(null)}
          onConfirm={confirmRevoke}
          testIds={{
            dialog: 'api-key-revoke-dialog',
            question: 'api-key-revoke-question',
            cancel: 'api-key-revoke-cancel',
            confirm: 'api-key-revoke-confirm',
          }}
        />
      )}
    </>
  );
}
