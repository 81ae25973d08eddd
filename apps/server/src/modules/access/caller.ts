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
