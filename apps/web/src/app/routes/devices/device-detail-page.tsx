import Alert from 'react-bootstrap/Alert';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { deviceControls } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useDevice } from '../../../features/devices/api/get-device';
import { DeviceFunctions } from '../../../features/devices/components/device-functions';
import { FilterForecastCard } from '../../../features/fleet/components/filter-forecast-card';
import { DeviceTimers } from '../../../features/devices/components/device-timers';
import { useDevicePermissions } from '../../../lib/devices/use-device-permissions';
import { QuotaBanner } from '../../../components/ui/quota-banner';

/**
 * /devices/detail/{id} (docs/product.md#status-thresholds, #timers): the device (GET api/devices/{id}),
 * 'Unknown device' when missing or out of reach; a Functions tab (live status, commands) and a
 * Timers tab, the latter and the commands only with DEVICE_MANAGEMENT update; a Filter card with the
 * filter-replacement forecast (decision 024). Nothing is asked the
 * caller may not ask (a 403 signs out). Test ids: `device-detail`, `device-detail-title`,
 * `device-unknown`, `device-not-authorized`, `device-no-uid`, `filter-card`; the tabs `device-tab-functions`,
 * `device-tab-timers` (ids `device-detail-tabs-tab-functions|timers`).
 */
export function DeviceDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const permissions = useDevicePermissions();
  const canRead = permissions.can('DEVICE_MANAGEMENT', 'read');
  const canUpdate = permissions.can('DEVICE_MANAGEMENT', 'update');
  if (!permissions.ready && !permissions.failed) return <Loading />;
  if (!canRead)
    return (
      <Alert variant="warning" data-testid="device-not-authorized">
        {t('deviceManagement.detail.notAuthorized')}
      </Alert>
    );
  return <DeviceDetail id={id} canUpdate={canUpdate} />;
}

function DeviceDetail({ id, canUpdate }: { id: number; canUpdate: boolean }) {
  const { t } = useTranslation();
  const device = useDevice(id);
  if (device.isPending) return <Loading />;
  if (device.isError || !device.data)
    return (
      <Alert variant="warning" data-testid="device-unknown">
        {t('deviceManagement.detail.unknownDevice')}
      </Alert>
    );
  const dto = device.data;
  const uid = dto.uid ?? '';
  const modelName = dto.modelName ?? null;
  const controls = deviceControls(modelName);
  const fields: [string, string | null | undefined][] = [
    ['uid', dto.uid],
    ['model', modelName],
    ['serialNumber', dto.serialNumber],
    ['place', dto.place],
  ];
  return (
    <div data-testid="device-detail">
      <PageTitle testId="device-detail-title">
        {t('deviceManagement.detail.title', { name: dto.name ?? dto.uid ?? `#${dto.id}` })}
      </PageTitle>
      <QuotaBanner />
      <dl className="row mb-3">
        {fields.map(([key, value]) => (
          <div key={key} className="col-sm-6 col-lg-3">
            <dt>{t(`deviceManagement.detail.${key}`)}</dt>
            <dd data-testid={`device-${key}`}>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <p className="d-flex gap-3">
        <Link to={paths.devices.list.getHref()}>{t('deviceManagement.detail.back')}</Link>
        <Link to={paths.devices.history.getHref(dto.id)}>{t('deviceManagement.detail.history')}</Link>
      </p>
      <FilterForecastCard deviceId={dto.id} />
      {!uid ? (
        <Alert variant="info" data-testid="device-no-uid">
          {t('deviceManagement.detail.noUid')}
        </Alert>
      ) : (
        <Tabs id="device-detail-tabs" defaultActiveKey="functions" mountOnEnter>
          <Tab
            eventKey="functions"
            title={
              <span data-testid="device-tab-functions">{t('deviceManagement.detail.tabs.functions')}</span>
            }
          >
            <DeviceFunctions uid={uid} modelName={modelName} canRead canUpdate={canUpdate} />
          </Tab>
          {canUpdate && (
            <Tab
              eventKey="timers"
              title={<span data-testid="device-tab-timers">{t('deviceManagement.detail.tabs.timers')}</span>}
            >
              <DeviceTimers uid={uid} controls={controls} />
            </Tab>
          )}
        </Tabs>
      )}
    </div>
  );
}
