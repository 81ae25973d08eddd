import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';

/** A refusal or a failure instead of the device form (`device-form-not-authorized`, `device-form-not-found`, `device-form-load-error`). */
export function DeviceFormAlert({ kind }: { kind: 'notAuthorized' | 'loadError' | 'notFound' }) {
  const { t } = useTranslation();
  if (kind === 'notAuthorized')
    return (
      <Alert variant="warning" data-testid="device-form-not-authorized">
        {t('deviceManagement.list.notAuthorized')}
      </Alert>
    );
  if (kind === 'notFound')
    return (
      <Alert variant="warning" data-testid="device-form-not-found">
        {t('deviceManagement.form.notFound')}
      </Alert>
    );
  return (
    <Alert variant="danger" data-testid="device-form-load-error">
      {t('deviceManagement.list.loadError')}
    </Alert>
  );
}
