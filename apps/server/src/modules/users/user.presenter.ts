import type { CurrentUser } from '@app/contracts';
import type { UserWithAuthorities } from './user.repository';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** User row -> the account DTO of GET api/account (never the hash or the keys). */
export function presentUser(user: UserWithAuthorities): CurrentUser {
  return {
    id: user.id,
    login: user.login,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    email: user.email ?? null,
    imageUrl: user.imageUrl ?? null,
    activated: user.activated,
    langKey: user.langKey,
    createdBy: user.createdBy ?? null,
    createdDate: iso(user.createdDate),
    lastModifiedBy: user.lastModifiedBy ?? null,
    lastModifiedDate: iso(user.lastModifiedDate),
    authorities: user.authorities,
  };
}
