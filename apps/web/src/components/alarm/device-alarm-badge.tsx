import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { deviceAlarmsHref, type AlarmDeviceSummary } from '../../lib/alarms/alarms-by-device';
import { SEVERITY_VARIANT } from './alarm-severity-badge';

/**
 * A device's active alarms beside its status in the device list and the dashboard: how many and the
 * worst severity, in words for a screen reader and in colour, linking to the alarm list of that
 * device. Nothing when the device has no active alarm. Test id `device-alarm-badge-<deviceId>`.
 */
export function DeviceAlarmBadge({ summary }: { summary: AlarmDeviceSummary | undefined }) {
  const { t } = useTranslation();
  if (!summary || summary.active <= 0) return null;
  const variant = SEVERITY_VARIANT[summary.severity];
  const severity = t(`alarms.severity.${summary.severity}`);
  const label = t('alarms.badge.label', { count: summary.active, severity });
  return (
    <Link
      to={deviceAlarmsHref(summary.deviceId)}
      className={`badge text-bg-${variant.bg} text-decoration-none ms-1 align-middle`}
      aria-label={label}
      title={label}
      data-testid={`device-alarm-badge-${summary.deviceId}`}
      data-severity={summary.severity}
    >
      <span aria-hidden="true">{t('alarms.badge.short', { count: summary.active, severity })}</span>
    </Link>
  );
}
