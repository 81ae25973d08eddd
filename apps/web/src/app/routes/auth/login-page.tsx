import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card';
import { PageTitle } from '../../../components/ui/page-title';
import { paths, type RedirectState } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session';
import { LoginForm } from '../../../features/auth/components/login-form';

/** /login: signed-in visitors go back where they came from (or to the root). */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { isAuthenticated } = useSession();
  if (isAuthenticated) {
    const from = (location.state as RedirectState | null)?.from;
    const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : paths.home.getHref();
    return <Navigate to={target} replace />;
  }
  return (
    <CenteredCard>
      <PageTitle testId="login-title">{t('login.title')}</PageTitle>
      <LoginForm />
      <hr className="my-4" />
      <p className="mb-2 small">
        <Link to={paths.resetRequest.getHref()} data-testid="forgot-password">
          {t('login.password.forgot')}
        </Link>
      </p>
      <p className="mb-0 small">
        {t('global.messages.info.register.noaccount')}{' '}
        <Link to={paths.accountRegister.getHref()} data-testid="register-link">
          {t('global.messages.info.register.link')}
        </Link>
      </p>
    </CenteredCard>
  );
}
