import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredCard } from '../../../components/ui/centered-card';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { useRegisterAccount } from '../../../features/register/api/register-account';
import { RegisterForm } from '../../../features/register/components/register-form';

/** /register and /account/register. */
export function RegisterPage() {
  const { t } = useTranslation();
  const registration = useRegisterAccount();
  const errorKey = isApiError(registration.error) ? registration.error.errorKey : undefined;

  return (
    <CenteredCard>
      <PageTitle testId="register-title">{t('register.title')}</PageTitle>
      {registration.isSuccess ? (
        <Alert variant="success" data-testid="register-success">
          {t('register.messages.success')}
        </Alert>
      ) : (
        <>
          {registration.isError && (
            <Alert variant="danger" data-testid="register-error">
              {errorKey
                ? t(`error.${errorKey}`, { defaultValue: t('register.messages.error.fail') })
                : t('register.messages.error.fail')}
            </Alert>
          )}
          <RegisterForm saving={registration.isPending} onSubmit={(values) => registration.mutate(values)} />
        </>
      )}
      <hr className="my-4" />
      <p className="mb-0 small">
        {t('global.messages.info.authenticated.prefix')}{' '}
        <Link to={paths.login.getHref()} data-testid="login-link">
          {t('global.messages.info.authenticated.link')}
        </Link>
      </p>
    </CenteredCard>
  );
}
