import { LANGUAGES, type Language } from '@app/contracts';
import { LanguageSelect } from '../../components/ui/language-select';
import { saveAccountLanguage } from '../../features/self-service/api/save-account-language';
import { useSession } from '../../lib/auth/session';
import { changeLanguage, currentLanguage } from '../../lib/i18n';

/**
 * The language menu; shown only when there is more than one language. The choice is kept in the
 * session and, when signed in, becomes the account's language too (POST api/account, decision 018).
 * An item of the navbar's list (`li`).
 */
export function LanguageMenu() {
  const { account, isAuthenticated } = useSession();
  const choose = (language: Language) => {
    void changeLanguage(language);
    if (account && isAuthenticated) void saveAccountLanguage(account, language);
  };
  if (LANGUAGES.length < 2) return null;
  return (
    <li>
      <LanguageSelect variant="menu" id="language-menu" value={currentLanguage()} onSelect={choose} />
    </li>
  );
}
