import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';

/** A refusal or a failure instead of the list (`devices-not-authorized`, `devices-load-error`, `devices-unknown-owner`). */
export function DevicesListAlert({ kind }: { kind: 'notAuthorized' | 'loadError' | 'unknownOwner' }) {
  const { t } = useTranslation();
  if (kind === 'notAuthorized')
    return (
      <Alert variant="warning" data-testid="devices-not-authorized">
        {t('deviceManagement.list.notAuthorized')}
      </Alert>
    );
  if (kind === 'unknownOwner')
    return (
      <Alert variant="warning" data-testid="devices-unknown-owner">
        {t('deviceManagement.list.unknownOwner')}
      </Alert>
    );
  return (
    <Alert variant="danger" data-testid="devices-load-error">
      {t('deviceManagement.list.loadError')}
    </Alert>
  );
}
