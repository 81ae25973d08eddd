import type { PermissionSubject } from '@app/contracts';
import type { CallerAccount } from './caller.repository';

/**
 * The caller as the account rules see it: super user or not, its account (the root of its subtree),
 * its permission records. Loaded once per request by the caller plugin (plugins/caller.ts).
 */
export interface Caller extends PermissionSubject {
  login: string;
  userId: number;
  account: CallerAccount | undefined;
}

/**
 * The super user on a ROLE_ADMIN-only route: the caller plugin loads nothing for such routes (their
 * rules need neither an account nor permission records), so the route passes this instead.
 */
export const SUPER_USER_ONLY = Symbol('super user only');
export type SuperUserOnly = typeof SUPER_USER_ONLY;
