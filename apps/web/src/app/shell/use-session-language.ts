import { useEffect } from 'react';
import { useSession } from '../../lib/auth/session';
import { changeLanguage, isLanguage, storedLanguage } from '../../lib/i18n';

/** After sign-in the user's own language applies, unless a language was picked in this session. */
export function useSessionLanguage(): void {
  const { user } = useSession();
  const langKey = user?.langKey;
  useEffect(() => {
    if (isLanguage(langKey) && storedLanguage() === null) void changeLanguage(langKey, false);
  }, [langKey]);
}
