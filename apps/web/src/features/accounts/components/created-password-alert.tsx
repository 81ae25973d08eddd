import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';

/**
 * After a create (docs/product.md#accounts-area): the password the server generated, shown once; the user can change it
 * after signing in. Test ids `created-password`, the value `created-password-value`.
 */
export function CreatedPasswordAlert({ login, password }: { login: string; password: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="success" data-testid="created-password">
      <Alert.Heading as="h2" className="h6">
        {t('accountManagement.detail.createdTitle', { login })}
      </Alert.Heading>
      <p className="mb-1">
        {t('accountManagement.detail.createdPassword')}{' '}
        <code className="fs-6 user-select-all" data-testid="created-password-value">
          {password}
        </code>
      </p>
      <p className="mb-0 small">{t('accountManagement.detail.createdPasswordHint')}</p>
    </Alert>
  );
}
