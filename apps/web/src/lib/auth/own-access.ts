import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ACCOUNT_AREA_AUTHORITIES,
  ACCOUNT_ROLES,
  allows,
  hasAnyAuthority,
  resolvePermission,
  type AccountDto,
  type AccountRole,
  type CrudOperation,
  type OwnPermissions,
  type PermissionRecord,
  type PermissionSubject,
  type ServiceCode,
} from '@app/contracts';
import { typedApi } from '../typed-api';
import { useSession } from './session';

/** Query keys of the caller's own account and permission records (one cache for every area). */
export const ownAccessKeys = {
  account: ['own', 'account'] as const,
  permissions: (userId: number) => ['own', 'permissions', userId] as const,
};

/** GET api/user-accounts/current: the caller's own account (the root of what it sees). */
export const ownAccountQueryOptions = () =>
  queryOptions({
    queryKey: ownAccessKeys.account,
    queryFn: ({ signal }): Promise<AccountDto> => typedApi.get('/api/user-accounts/current', { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * GET api/account/permissions: the caller's own permission records (service and address level).
 * Needs no USER_MANAGEMENT permission, so a restricted user can still work. Typed as the rules read
 * them: a record of a service added since matches no service the rules ask about.
 */
export const ownPermissionsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ownAccessKeys.permissions(userId),
    queryFn: async ({ signal }) => {
      const own: OwnPermissions = await typedApi.get('/api/account/permissions', { signal });
      return own.records as readonly PermissionRecord[];
    },
    staleTime: 5 * 60_000,
  });

/** An account's role, when it is one of the account roles. */
export const roleOf = (account: Pick<AccountDto, 'type'> | null | undefined): AccountRole | undefined => {
  const role = account?.type?.role;
  return ACCOUNT_ROLES.includes(role as AccountRole) ? (role as AccountRole) : undefined;
};

export interface OwnAccess {
  /** The signed-in user works in the account areas (an account role; not the basic user nor a consumer). */
  inArea: boolean;
  /** Own account and permission records are loaded: the checks below mean something. */
  ready: boolean;
  failed: boolean;
  current: AccountDto | undefined;
  role: AccountRole | undefined;
  myUserId: number | undefined;
  isSuperUser: boolean;
  subject: PermissionSubject;
  /** The caller's service permission allows the operation (docs/product.md#services-and-permissions; false until ready). */
  can: (service: ServiceCode, operation: CrudOperation) => boolean;
}

/**
 * Who the caller is in the account model, for every screen to hide — and never call — what the
 * server would refuse with a 403 (which signs the user out): its own account and its permission
 * records, read by the same rules the server applies (`resolvePermission`). A super user
 * (ROLE_ADMIN) needs no records; the basic user and consumers make no call. The one place the web
 * reads the caller's own rights: the accounts, devices and fleet areas all ask here.
 */
export function useOwnAccess(): OwnAccess {
  const { user, authorities, isAuthenticated } = useSession();
  const inArea = isAuthenticated && hasAnyAuthority(authorities, ACCOUNT_AREA_AUTHORITIES);
  const isSuperUser = inArea && authorities.includes('ROLE_ADMIN');
  const current = useQuery({ ...ownAccountQueryOptions(), enabled: inArea });
  const userId = inArea && !isSuperUser ? user?.id : undefined;
  const records = useQuery({ ...ownPermissionsQueryOptions(userId ?? 0), enabled: userId !== undefined });
  const role = roleOf(current.data);
  const subject: PermissionSubject = { isSuperUser, role, records: records.data ?? [] };
  const ready = inArea && current.isSuccess && (isSuperUser || records.isSuccess);
  return {
    inArea,
    ready,
    failed: current.isError || records.isError,
    current: current.data,
    role,
    myUserId: user?.id,
    isSuperUser,
    subject,
    can: (service, operation) => ready && allows(resolvePermission(subject, service), operation),
  };
}
