import NavDropdown from 'react-bootstrap/NavDropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Icon, type IconName } from '../../components/ui/icon';
import { useSession } from '../../lib/auth/session';
import { ACCOUNT_AREA_AUTHORITIES, hasAnyAuthority } from '@app/contracts';

function MenuItem({
  to,
  icon,
  label,
  testId,
}: {
  to: string;
  icon: IconName;
  label: string;
  testId: string;
}) {
  return (
    <NavDropdown.Item as={Link} to={to} data-testid={testId} className="d-flex align-items-center gap-2">
      <Icon name={icon} />
      <span>{label}</span>
    </NavDropdown.Item>
  );
}

/** Settings, password, sessions and sign out when signed in; otherwise sign in and register. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { isAuthenticated, user, authorities } = useSession();
  // API keys belong to a business account: not the super user's, not a basic user's or consumer's.
  const keysOffered =
    hasAnyAuthority(authorities, ACCOUNT_AREA_AUTHORITIES) && !authorities.includes('ROLE_ADMIN');
  // Scheduled exports are for any account user (the API's 'account' access).
  const exportsOffered = hasAnyAuthority(authorities, ACCOUNT_AREA_AUTHORITIES);
  const title = (
    <span className="d-inline-flex align-items-center gap-1">
      <Icon name="user" />
      <span>{t('global.menu.account.main')}</span>
    </span>
  );
  return (
    <NavDropdown as="li" title={title} id="account-menu" data-testid="account-menu" align="end">
      {isAuthenticated ? (
        <>
          {user && (
            // Plain text, not react-bootstrap's role=heading (which would need a level and is no heading).
            <NavDropdown.Header role="none" data-testid="account-login">
              {t('global.menu.account.signedInAs', { login: user.login })}
            </NavDropdown.Header>
          )}
          <MenuItem
            to={paths.selfService.settings.getHref()}
            icon="sliders"
            label={t('global.menu.account.settings')}
            testId="menu-settings"
          />
          <MenuItem
            to={paths.selfService.password.getHref()}
            icon="lock"
            label={t('global.menu.account.password')}
            testId="menu-password"
          />
          <MenuItem
            to={paths.selfService.sessions.getHref()}
            icon="shield"
            label={t('global.menu.account.sessions')}
            testId="menu-sessions"
          />
          {keysOffered && (
            <MenuItem
              to={paths.apiKeys.list.getHref()}
              icon="lock"
              label={t('apiKeys.menu')}
              testId="menu-api-keys"
            />
          )}
          {exportsOffered && (
            <MenuItem
              to={paths.scheduledExports.list.getHref()}
              icon="calendar"
              label={t('scheduledExports.menu')}
              testId="menu-scheduled-exports"
            />
          )}
          <NavDropdown.Divider />
          <MenuItem
            to={paths.logout.getHref()}
            icon="logOut"
            label={t('global.menu.account.logout')}
            testId="menu-logout"
          />
        </>
      ) : (
        <>
          <MenuItem
            to={paths.login.getHref()}
            icon="logIn"
            label={t('global.menu.account.login')}
            testId="menu-login"
          />
          <MenuItem
            to={paths.accountRegister.getHref()}
            icon="userPlus"
            label={t('global.menu.account.register')}
            testId="menu-register"
          />
        </>
      )}
    </NavDropdown>
  );
}
