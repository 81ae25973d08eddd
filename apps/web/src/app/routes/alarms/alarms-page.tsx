import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { AlarmList } from '../../../features/alarms/components/alarm-list';
import { useAlarmPermissions } from '../../../features/alarms/hooks/use-alarm-permissions';
import { AlarmsNav } from './alarms-nav';

/**
 * /alarms (decision 040): the alarms of the caller's devices and sites — active by default, filtered
 * by state, severity, kind, site, rule, device, "assigned to me" and acknowledged (kept in the
 * address bar), paged, and as CSV. Needs DEVICE_MANAGEMENT read; without it the page says so and
 * asks nothing. Test ids: `alarms-title`, `alarms-not-authorized` and those of AlarmList.
 */
export function AlarmsPage() {
  const { t } = useTranslation();
  const permissions = useAlarmPermissions();
  return (
    <div data-testid="alarms-page">
      <AlarmsNav />
      <PageTitle testId="alarms-title">{t('alarms.list.title')}</PageTitle>
      <p className="text-body-secondary">{t('alarms.list.intro')}</p>
      {!permissions.ready && !permissions.failed ? (
        <Loading />
      ) : !permissions.canRead ? (
        <Alert variant="warning" data-testid="alarms-not-authorized">
          {t('alarms.notAuthorized')}
        </Alert>
      ) : (
        <AlarmList />
      )}
    </div>
  );
}

export default AlarmsPage;
