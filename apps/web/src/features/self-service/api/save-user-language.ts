import type { CurrentUser, Language } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { refreshSession } from '../../../lib/auth/session';

/**
 * The language menu's choice made the user's own (decision 018): POST api/account with the
 * user as the settings page sends it and the new langKey, then the session is fetched again.
 * Best effort: the interface has switched already, so a failure is not shown; a user without
 * an e-mail (which the call requires) keeps its language.
 */
export async function saveUserLanguage(user: CurrentUser, langKey: Language): Promise<void> {
  if (user.langKey === langKey || !user.email) return;
  try {
    await typedApi.post('/api/account', {
      body: {
        login: user.login,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        langKey,
      },
      silent: () => true,
    });
    await refreshSession();
  } catch {
    // Kept for this session only.
  }
}
