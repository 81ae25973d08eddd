import type { AlarmDto } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * What an alarm is about: the device (its name, else its IoT id, linking to its page) and its site,
 * or the site, the account, or the system. Test ids `alarm-device-link`, `alarm-site`.
 */
export function AlarmSubject({ alarm }: { alarm: AlarmDto }) {
  const { t } = useTranslation();
  const site = alarm.address
    ? (alarm.address.name ?? t('alarms.subject.siteNo', { id: alarm.address.id }))
    : null;
  if (alarm.device) {
    const name = alarm.device.name || alarm.device.uid;
    return (
      <span>
        <Link to={paths.devices.detail.getHref(alarm.device.id)} data-testid="alarm-device-link">
          {name}
        </Link>
        {site && (
          <span className="d-block small text-body-secondary" data-testid="alarm-site">
            {site}
          </span>
        )}
      </span>
    );
  }
  if (site) return <span data-testid="alarm-site">{site}</span>;
  if (alarm.account)
    return <span>{alarm.account.name ?? t('alarms.subject.accountNo', { id: alarm.account.id })}</span>;
  return <span>{t('alarms.subject.system')}</span>;
}

/** An alarm's rule and what it watched in words ("PM2.5", "Offline", …). */
export function alarmWhat(t: (key: string, options?: Record<string, unknown>) => string, alarm: AlarmDto) {
  return alarm.parameter
    ? t('alarms.what.parameter', {
        parameter: t(`alarms.parameter.${alarm.parameter}`, { defaultValue: alarm.parameter }),
      })
    : t(`alarms.kind.${alarm.kind}`);
}
