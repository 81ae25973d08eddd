import { useMutation } from '@tanstack/react-query';
import type { UserSettings } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { refreshSession } from '../../../lib/auth/session';

/** POST api/account; a 400 with an errorKey (emailexists) is shown by the page. The session is refetched after. */
export async function saveUserSettings(settings: UserSettings): Promise<void> {
  await typedApi.post('/api/account', {
    body: settings,
    silent: (error) => error.status === 400 && !!error.errorKey,
  });
  await refreshSession();
}

export const useSaveUserSettings = () => useMutation({ mutationFn: saveUserSettings });
