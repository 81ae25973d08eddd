import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useDeleteAccount } from '../../../features/accounts/api/delete-account';
import { loginOf } from '../../../features/accounts/components/account-table';
import { accountDisplayName } from '../../../features/accounts/utils/account-rules';
import type { AccountsListOutletContext } from './accounts-list-page';

/**
 * /accounts/{id}/delete over the list: 'Confirm delete operation' / 'Are you sure you want to
 * delete this UserAccount?', then the account it is about (name and login, `delete-record`).
 * Success goes back to the list; a 409 (the account still has active children or devices) is
 * told in the dialog (`account-delete-error`).
 */
export function AccountDeleteDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = Number(useParams().id);
  const { searchAfterDelete, rows } = useOutletContext<AccountsListOutletContext>();
  const account = rows.find((row) => row.id === id);
  const remove = useDeleteAccount();
  const back = (search: string) =>
    void navigate(`${paths.accounts.list.getHref()}${search}`, { replace: true });
  const inUse = isApiError(remove.error) && remove.error.status === 409;

  return (
    <ConfirmDeleteModal
      title={t('accountManagement.delete.title')}
      question={
        <>
          <p className="mb-0" data-testid="delete-question-text">
            {t('accountManagement.delete.question', { id })}
          </p>
          {account && (
            <p className="mb-0 mt-2 fw-semibold" data-testid="delete-record">
              {accountDisplayName(account)} ({loginOf(account)})
            </p>
          )}
          {inUse && (
            <Alert variant="danger" className="mt-3 mb-0" data-testid="account-delete-error">
              {t('accountManagement.delete.inUse')}
            </Alert>
          )}
        </>
      }
      cancelLabel={t('accountManagement.common.cancel')}
      confirmLabel={t('accountManagement.common.delete')}
      closeLabel={t('accountManagement.common.close')}
      deleting={remove.isPending}
      onCancel={() => back(location.search)}
      onConfirm={() => remove.mutate(id, { onSuccess: () => back(searchAfterDelete) })}
    />
  );
}
