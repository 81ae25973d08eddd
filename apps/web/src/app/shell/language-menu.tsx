import { LANGUAGES, type Language } from '@app/contracts';
import { LanguageSelect } from '../../components/ui/language-select';
import { saveUserLanguage } from '../../features/self-service/api/save-user-language';
import { useSession } from '../../lib/auth/session';
import { changeLanguage, currentLanguage } from '../../lib/i18n';

/**
 * The language menu; shown only when there is more than one language. The choice is kept in the
 * session and, when signed in, becomes the user's language too (POST api/account, decision 018).
 * An item of the navbar's list (`li`).
 */
export function LanguageMenu() {
  const { user, isAuthenticated } = useSession();
  const choose = (language: Language) => {
    void changeLanguage(language);
    if (user && isAuthenticated) void saveUserLanguage(user, language);
  };
  if (LANGUAGES.length < 2) return null;
  return (
    <li>
      <LanguageSelect variant="menu" id="language-menu" value={currentLanguage()} onSelect={choose} />
    </li>
  );
}
