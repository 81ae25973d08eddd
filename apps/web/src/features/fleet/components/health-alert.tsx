import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';

/** A refusal or a failure on /fleet/health (`health-not-authorized`, `health-load-error`). */
export function HealthAlert({ kind }: { kind: 'notAuthorized' | 'loadError' }) {
  const { t } = useTranslation();
  return kind === 'notAuthorized' ? (
    <Alert variant="warning" data-testid="health-not-authorized">
      {t('fleetHealth.notAuthorized')}
    </Alert>
  ) : (
    <Alert variant="danger" data-testid="health-load-error">
      {t('fleetHealth.loadError')}
    </Alert>
  );
}
