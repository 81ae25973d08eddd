import { MANAGEMENT_SERVICE_OF_TYPE, type AccountRole } from '@app/contracts';
import { useAccount } from '../api/get-account';
import { useAccountSummary } from '../api/get-account-summary';
import { useAccountTypes } from '../api/get-account-types';
import { isAccountRole } from '../utils/account-rules';
import type { AccountContext } from './use-account-context';

export type VisibleAccountState = 'loading' | 'failed' | 'notAuthorized' | 'unknown' | 'ready';

/**
 * One account for a page (GET api/accounts/{id}), fetched only when the caller's permissions let
 * the server answer: its own account, or read on the management service of the account's type.
 * The type comes from the link (?type=) or, without one, from the generic record.
 */
export function useVisibleAccount(context: AccountContext, id: number, typeHint: string | null) {
  const own = context.current?.id === id;
  const hinted: AccountRole | undefined = own ? context.role : isAccountRole(typeHint) ? typeHint : undefined;
  const lookUp = context.ready && !own && !hinted && context.can('USER_MANAGEMENT', 'read');
  const summary = useAccountSummary(id, lookUp);
  const types = useAccountTypes(lookUp);
  const lookedUp = types.data?.find((type) => type.id === summary.data?.typeId)?.role;
  const expected = hinted ?? (isAccountRole(lookedUp) ? lookedUp : undefined);
  const mayRead =
    own || context.isSuperUser || (!!expected && context.can(MANAGEMENT_SERVICE_OF_TYPE[expected], 'read'));
  const account = useAccount(id, context.ready && mayRead);
  let state: VisibleAccountState;
  if (context.failed) state = 'failed';
  else if (!context.ready || (lookUp && (summary.isPending || types.isPending))) state = 'loading';
  else if (!mayRead) state = lookUp && summary.isError ? 'unknown' : 'notAuthorized';
  else if (account.isPending) state = 'loading';
  else if (account.isError) state = 'unknown';
  else state = 'ready';
  return { state, account: account.data, own };
}
