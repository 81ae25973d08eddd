import { useEffect } from 'react';
import { useSession } from '../../lib/auth/session';
import { changeLanguage, isLanguage, storedLanguage } from '../../lib/i18n';

/** After sign-in the account's language applies, unless a language was picked in this session. */
export function useSessionLanguage(): void {
  const { account } = useSession();
  const langKey = account?.langKey;
  useEffect(() => {
    if (isLanguage(langKey) && storedLanguage() === null) void changeLanguage(langKey, false);
  }, [langKey]);
}
