import { useParams, useSearchParams } from 'react-router';
import { AreaAlert, PageState } from '../../../features/accounts/components/area-alert';
import { useAccountContext } from '../../../features/accounts/hooks/use-account-context';
import { useVisibleAccount } from '../../../features/accounts/hooks/use-visible-account';
import { AddressPermissions } from '../../../features/accounts/components/address-permissions';

const idOf = (value: string | undefined) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : 0);

/**
 * /accounts/{id}/addr/{cid}/permissions/: the permissions of the account's user at one address,
 * for DEVICE_MANAGEMENT and STATISTICS_MANAGEMENT only. Without a record the default applies;
 * Reset (`perm-<SERVICE_CODE>-reset`) removes a record.
 */
export function AddressPermissionsPage() {
  const params = useParams();
  const id = idOf(params.id);
  const addressId = idOf(params.cid);
  const [search] = useSearchParams();
  const context = useAccountContext();
  const { state, account, own } = useVisibleAccount(context, id, search.get('type'));
  return (
    <div data-testid="address-permissions-page">
      {state === 'ready' && account ? (
        own || account.userId === null ? (
          <AreaAlert kind="notAuthorized" />
        ) : (
          <AddressPermissions
            account={account}
            userId={account.userId}
            addressId={addressId}
            context={context}
          />
        )
      ) : (
        <PageState state={state} />
      )}
    </div>
  );
}
