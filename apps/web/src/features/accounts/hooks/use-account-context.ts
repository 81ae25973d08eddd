/**
 * Who the caller is in the account model (its own account and permission records): the one hook in
 * lib/auth/own-access.ts, named as the accounts area reads it.
 */
export {
  useOwnAccess as useAccountContext,
  type OwnAccess as AccountContext,
} from '../../../lib/auth/own-access';
