import type { Account, Language } from '@app/contracts';
import { api } from '../../../lib/api-client';
import { refreshSession } from '../../../lib/auth/session';

/**
 * The language menu's choice made the account's own (decision 018): POST api/account with the
 * account as the settings page sends it and the new langKey, then the session is fetched again.
 * Best effort: the interface has switched already, so a failure is not shown; an account without
 * an e-mail (which the call requires) keeps its language.
 */
export async function saveAccountLanguage(account: Account, langKey: Language): Promise<void> {
  if (account.langKey === langKey || !account.email) return;
  try {
    await api.post(
      '/api/account',
      {
        login: account.login,
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        langKey,
      },
      { silent: () => true },
    );
    await refreshSession();
  } catch {
    // Kept for this session only.
  }
}
