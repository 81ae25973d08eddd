import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../../../features/notifications/api/notifications-api';
import { PreferencesForm } from '../../../features/notifications/components/preferences-form';

/**
 * /notifications/preferences (docs/decisions/040): which alarms the caller hears of and how.
 * Test ids: `preferences-title`, `preferences-load-error` and the form's.
 */
export function NotificationPreferencesPage() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  return (
    <div data-testid="preferences-page">
      <PageTitle testId="preferences-title">{t('notifications.preferences.title')}</PageTitle>
      <p className="text-body-secondary">{t('notifications.preferences.intro')}</p>
      {preferences.isPending ? (
        <Loading />
      ) : preferences.isError ? (
        <Alert variant="danger" data-testid="preferences-load-error">
          {t('notifications.preferences.loadError')}
        </Alert>
      ) : (
        <PreferencesForm
          initial={preferences.data}
          saving={save.isPending}
          outcome={save.isSuccess ? 'saved' : save.isError ? 'error' : null}
          onSave={(settings) => save.mutate(settings)}
        />
      )}
    </div>
  );
}

export default NotificationPreferencesPage;
