import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';

/** A refusal or a failure instead of the table. */
export function DashboardAlert({ kind }: { kind: 'notAuthorized' | 'loadError' }) {
  const { t } = useTranslation();
  return kind === 'notAuthorized' ? (
    <Alert variant="warning" data-testid="dashboard-not-authorized">
      {t('dashboard.notAuthorized')}
    </Alert>
  ) : (
    <Alert variant="danger" data-testid="dashboard-load-error">
      {t('dashboard.loadError')}
    </Alert>
  );
}
