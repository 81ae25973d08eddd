import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { CenteredCard } from '../../../components/ui/centered-card';
import { PageTitle } from '../../../components/ui/page-title';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth/session';
import { changeLanguage, isLanguage } from '../../../lib/i18n';
import { useSaveUserSettings } from '../../../features/self-service/api/save-user-settings';
import { SettingsForm } from '../../../features/self-service/components/settings-form';

/** /account/settings (ROLE_USER). The outcome message lives with the page and goes when it is left. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const save = useSaveUserSettings();
  if (!user) return null;
  const errorKey = isApiError(save.error) ? save.error.errorKey : undefined;

  return (
    <CenteredCard wide>
      <PageTitle testId="settings-title">{t('settings.title', { username: user.login })}</PageTitle>
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
        user={user}
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
