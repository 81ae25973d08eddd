import { LANGUAGES, type Language } from '@app/contracts';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon';
import { saveAccountLanguage } from '../../features/account/api/save-account-language';
import { useSession } from '../../lib/auth/session';
import { changeLanguage, currentLanguage } from '../../lib/i18n';

/**
 * The language menu; shown only when there is more than one language. The choice is kept in the
 * session and, when signed in, becomes the account's language too (POST api/account, decision 018).
 */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { account, isAuthenticated } = useSession();
  if (LANGUAGES.length < 2) return null;
  const choose = (language: Language) => {
    void changeLanguage(language);
    if (account && isAuthenticated) void saveAccountLanguage(account, language);
  };
  const active = currentLanguage();
  const title = (
    <span className="d-inline-flex align-items-center gap-1">
      <Icon name="globe" />
      <span>{t(`global.languages.${active}`)}</span>
    </span>
  );
  return (
    <NavDropdown title={title} id="language-menu" data-testid="language-menu" align="end">
      {LANGUAGES.map((language: Language) => (
        <NavDropdown.Item
          key={language}
          as="button"
          lang={language}
          active={language === active}
          data-testid={`language-${language}`}
          onClick={() => choose(language)}
        >
          {t(`global.languages.${language}`)}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}
