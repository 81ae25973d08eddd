import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { CenteredCard } from '../../../components/ui/centered-card';
import { PageTitle } from '../../../components/ui/page-title';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session';
import { changeLanguage, isLanguage } from '../../../lib/i18n';
import { useSaveAccountSettings } from '../api/save-account-settings';
import { SettingsForm } from '../components/settings-form';

/** /account/settings (ROLE_USER). The outcome message lives with the page and goes when it is left. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { account } = useSession();
  const save = useSaveAccountSettings();
  if (!account) return null;
  const errorKey = isApiError(save.error) ? save.error.errorKey : undefined;

  return (
    <CenteredCard wide>
      <PageTitle testId="settings-title">{t('settings.title', { username: account.login })}</PageTitle>
      {save.isSuccess && (
        <Alert variant="success" data-testid="settings-success">
          {t('settings.messages.success')}
        </Alert>
      )}
      {save.isError && (
        <Alert variant="danger" data-testid="settings-error">
          {errorKey
            ? t(`error.${errorKey}`, { defaultValue: t('settings.messages.error') })
            : t('settings.messages.error')}
        </Alert>
      )}
      <SettingsForm
        account={account}
        saving={save.isPending}
        onSubmit={(settings) =>
          save.mutate(settings, {
            onSuccess: () => {
              if (isLanguage(settings.langKey)) void changeLanguage(settings.langKey);
            },
          })
        }
      />
    </CenteredCard>
  );
}

export default SettingsPage;
