import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserView, ManagedUserInput } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { userKeys } from './user-query-keys';
import { isOwnUserError, notifyOwnUserError } from './user-errors';

/** A listed user as the body of PUT api/users (the server ignores the audit fields). */
export const toManagedUser = (user: UserView): ManagedUserInput => ({
  id: user.id,
  login: user.login,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email ?? '',
  imageUrl: user.imageUrl,
  activated: user.activated,
  langKey: user.langKey as ManagedUserInput['langKey'],
  authorities: user.authorities as ManagedUserInput['authorities'],
});

/** POST api/users (no id) or PUT api/users (with id); the lists are fetched again after. */
export function saveUser(user: ManagedUserInput): Promise<UserView> {
  const options = { silent: isOwnUserError };
  return user.id
    ? api.put<UserView>('/api/users', user, options)
    : api.post<UserView>('/api/users', user, options);
}

export function useSaveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onError: notifyOwnUserError,
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  });
}
