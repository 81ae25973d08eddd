import type { FastifyRequest } from 'fastify';
import type { PermissionSubject } from '@app/contracts';
import { forbidden } from '../../lib/app-error';
import { requirePrincipal } from '../../plugins/auth';
import type { CallerAccount, CallerRepository } from './caller.repository';

/** The caller as the account rules see it: super user or not, its account (and so its subtree), its permissions. */
export interface Caller extends PermissionSubject {
  login: string;
  userId: number;
  account: CallerAccount | undefined;
}

const cache = new WeakMap<FastifyRequest, Promise<Caller>>();

/** Loads the caller once per request. A signed-in user without an account (a basic ROLE_USER) gets no records. */
export function callerOf(request: FastifyRequest, repository: CallerRepository): Promise<Caller> {
  let loading = cache.get(request);
  if (!loading) {
    loading = (async () => {
      const principal = requirePrincipal(request);
      const userId = await repository.userIdOf(principal.login);
      if (userId === undefined) throw forbidden('Your user no longer exists');
      const isSuperUser = principal.authorities.includes('ROLE_ADMIN');
      const account = await repository.accountOfUser(userId);
      const records = isSuperUser || !account ? [] : await repository.permissionRecords(userId);
      return { login: principal.login, userId, isSuperUser, role: account?.role, account, records };
    })();
    cache.set(request, loading);
  }
  return loading;
}

/** A caller that works in the account area: the super user, or a user with an account. */
export async function requireAccountCaller(
  request: FastifyRequest,
  repository: CallerRepository,
): Promise<Caller> {
  const caller = await callerOf(request, repository);
  if (!caller.isSuperUser && !caller.account)
    throw forbidden('Only users with a business account can use the account area');
  return caller;
}
