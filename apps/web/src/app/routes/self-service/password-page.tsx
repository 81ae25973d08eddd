import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { CenteredCard } from '../../../components/ui/centered-card';
import { PageTitle } from '../../../components/ui/page-title';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session';
import { useChangePassword } from '../../../features/self-service/api/change-password';
import { PasswordForm } from '../../../features/self-service/components/password-form';

/** /account/password (ROLE_USER): password.messages.success or .error. */
export function PasswordPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const change = useChangePassword();
  if (!user) return null;
  const errorKey = isApiError(change.error) ? change.error.errorKey : undefined;

  return (
    <CenteredCard>
      <PageTitle testId="password-title">{t('password.title', { username: user.login })}</PageTitle>
      {change.isSuccess && (
        <Alert variant="success" data-testid="password-success">
          {t('password.messages.success')}
        </Alert>
      )}
      {change.isError && (
        <Alert variant="danger" data-testid="password-error">
          <div>{t('password.messages.error')}</div>
          {errorKey && <div className="small mt-1">{t(`error.${errorKey}`, { defaultValue: '' })}</div>}
        </Alert>
      )}
      <PasswordForm
        saving={change.isPending}
        onSubmit={(input, reset) => change.mutate(input, { onSuccess: reset })}
      />
    </CenteredCard>
  );
}

export default PasswordPage;
