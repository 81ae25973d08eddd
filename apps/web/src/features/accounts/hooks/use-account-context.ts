import {
  ACCOUNT_AREA_AUTHORITIES,
  allows,
  hasAnyAuthority,
  resolvePermission,
  type AccountDto,
  type AccountRole,
  type CrudOperation,
  type PermissionSubject,
  type ServiceCode,
} from '@app/contracts';
import { useSession } from '../../../lib/auth/session';
import { useCurrentAccount } from '../api/get-current-account';
import { useMyPermissions } from '../api/get-my-permissions';
import { roleOf } from '../utils/account-rules';

export interface AccountContext {
  /** The signed-in user works in the accounts area (an account role; not the basic user nor a consumer). */
  inArea: boolean;
  /** Own account and permission records are loaded: the checks below mean something. */
  ready: boolean;
  failed: boolean;
  current: AccountDto | undefined;
  role: AccountRole | undefined;
  myUserId: number | undefined;
  isSuperUser: boolean;
  subject: PermissionSubject;
  /** The caller's service permission allows the operation (docs/product.md#services-and-permissions; always false until ready). */
  can: (service: ServiceCode, operation: CrudOperation) => boolean;
}

/**
 * Who the caller is in the account model, for the screens to hide what the server would refuse:
 * its own account (GET api/user-accounts/current) and its permission records (a super user, i.e.
 * ROLE_ADMIN, needs none). The basic user (ROLE_USER only) and consumers make no call.
 */
export function useAccountContext(): AccountContext {
  const { account, authorities, isAuthenticated } = useSession();
  const inArea = isAuthenticated && hasAnyAuthority(authorities, ACCOUNT_AREA_AUTHORITIES);
  const isSuperUser = inArea && authorities.includes('ROLE_ADMIN');
  const current = useCurrentAccount(inArea);
  const records = useMyPermissions(inArea && !isSuperUser ? account?.id : undefined);
  const role = roleOf(current.data);
  const subject: PermissionSubject = { isSuperUser, role, records: records.data ?? [] };
  const ready = inArea && current.isSuccess && (isSuperUser || records.isSuccess);
  const failed = current.isError || records.isError;
  return {
    inArea,
    ready,
    failed,
    current: current.data,
    role,
    myUserId: account?.id,
    isSuperUser,
    subject,
    can: (service, operation) => ready && allows(resolvePermission(subject, service), operation),
  };
}
