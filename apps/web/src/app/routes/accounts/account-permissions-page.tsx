import { useParams, useSearchParams } from 'react-router';
import { AreaAlert, PageState } from '../../../features/accounts/components/area-alert';
import { useAccountContext } from '../../../features/accounts/hooks/use-account-context';
import { useVisibleAccount } from '../../../features/accounts/hooks/use-visible-account';
import { ServicePermissions } from '../../../features/accounts/components/service-permissions';

/**
 * /accounts/{id}/permissions (docs/product.md#accounts-area, docs/product.md#services-and-permissions): the service permissions of the account's user, one
 * row per service of its type, a switch per operation (read-only services: read only). Switches
 * the caller may not grant are disabled. Save writes the changed rows (POST new records, PUT
 * stored ones). Never for the caller's own account (nobody grants itself).
 */
export function AccountPermissionsPage() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const context = useAccountContext();
  const { state, account, own } = useVisibleAccount(context, id, search.get('type'));
  return (
    <div data-testid="account-permissions-page">
      {state === 'ready' && account ? (
        own || account.userId === null ? (
          <AreaAlert kind="notAuthorized" />
        ) : (
          <ServicePermissions account={account} userId={account.userId} context={context} />
        )
      ) : (
        <PageState state={state} />
      )}
    </div>
  );
}
