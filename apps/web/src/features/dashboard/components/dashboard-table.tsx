import { memo } from 'react';
import Table from 'react-bootstrap/Table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/ui/link-button';
import { RelativeTime } from '../../../components/ui/relative-time';
import { SortHeader } from '../../../components/ui/sort-header';
import { paths } from '../../../config/paths';
import { formatDateTimeInput } from '../../../lib/formatters';
import type { SortState } from '../../../lib/list-params';
import type { StatusEntry } from '../../../lib/devices/get-device-statuses';
import type { DashboardRow } from '../utils/dashboard-model';
import { DeviceStatusBadge, PowerBadge } from '../../../components/device/device-status-badge';
import { DeviceAlarmBadge } from '../../../components/alarm/device-alarm-badge';
import { useAlarmsByDevice, type AlarmDeviceSummary } from '../../../lib/alarms/alarms-by-device';

/**
 * One page of the dashboard's rows: owner (a link to the account when the caller may open it), name
 * and serial, address, model, status (badge, highlighted parameter, time), View and History. In its
 * own scrolling region, so that a narrow screen scrolls the table and not the page.
 * Rows `dashboard-row-<id>` (`data-uid`), cells `dashboard-owner`, `dashboard-name`,
 * `dashboard-address`, `dashboard-model`, `dashboard-status` (inside: `device-status`, `device-power`
 * when the status says on or off, `dashboard-status-ago` (relative), `dashboard-status-time` (exact)
 * and `data-source` stored / live / push, or `dashboard-no-uid`); links `dashboard-owner-link`,
 * `dashboard-view-<id>`, `dashboard-history-<id>`.
 */
export function DashboardTable({
  rows,
  caption,
  sort,
  onSort,
  live,
  pending,
}: {
  rows: DashboardRow[];
  caption: string;
  sort: SortState | null;
  onSort: (property: string) => void;
  live: ReadonlyMap<string, StatusEntry>;
  pending: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  // The page's active alarms, one call for its rows (decision 040), shown beside the status.
  const alarms = useAlarmsByDevice(rows.map((row) => row.device.id));
  const header = (property: string, label: string) => (
    <SortHeader
      property={property}
      label={label}
      sort={sort}
      onSort={onSort}
      title={t('dashboard.sortBy', { column: label })}
    />
  );
  return (
    // A scrolling region must be reachable by keyboard (WCAG 2.1.1): it takes the focus and has a name.
    <div
      className="table-responsive dashboard-table-region"
      role="region"
      aria-label={t('dashboard.tableRegion')}
      tabIndex={0}
      data-testid="dashboard-table-region"
    >
      <Table striped hover className="align-middle mb-0" data-testid="dashboard-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {header('owner', t('dashboard.columns.owner'))}
            {header('name', t('dashboard.columns.name'))}
            {header('address', t('dashboard.columns.address'))}
            {header('model', t('dashboard.columns.model'))}
            <th scope="col">{t('dashboard.columns.status')}</th>
            <th scope="col" className="text-end">
              <span className="visually-hidden">{t('dashboard.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const uid = row.device.uid;
            return (
              <DashboardTableRow
                key={row.device.id}
                t={t}
                row={row}
                entry={uid ? live.get(uid) : undefined}
                alarm={alarms.get(row.device.id)}
                waiting={!!uid && (pending.has(uid) || (!live.has(uid) && !row.device.lastStatus))}
              />
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}

/**
 * One row; drawn again only when its device, its live entry, its waiting state or the language
 * changes (`t` comes from the table: one translation hook per table, not per row).
 */
const DashboardTableRow = memo(function DashboardTableRow({
  t,
  row,
  entry,
  alarm,
  waiting,
}: {
  t: TFunction;
  row: DashboardRow;
  entry: StatusEntry | undefined;
  alarm: AlarmDeviceSummary | undefined;
  waiting: boolean;
}) {
  const { device } = row;
  const name = device.name || device.serialNumber || `#${device.id}`;
  return (
    <tr data-testid={`dashboard-row-${device.id}`} data-uid={device.uid ?? ''}>
      <td data-testid="dashboard-owner">
        {device.owner?.linked ? (
          <Link to={paths.accounts.detail.getHref(device.owner.id)} data-testid="dashboard-owner-link">
            {row.owner}
          </Link>
        ) : (
          <span className={device.owner?.name ? undefined : 'fst-italic'}>{row.owner}</span>
        )}
      </td>
      <td data-testid="dashboard-name">
        <span className="d-block">{device.name}</span>
        {device.serialNumber && (
          <span className="d-block small text-body-secondary text-nowrap">
            {t('dashboard.serial', { serial: device.serialNumber })}
          </span>
        )}
      </td>
      <td data-testid="dashboard-address">
        {device.address.state === 'selected' ? (
          row.address
        ) : (
          <span className="fst-italic" data-state={device.address.state}>
            {row.address}
          </span>
        )}
      </td>
      <td data-testid="dashboard-model">{device.model?.name}</td>
      <td data-testid="dashboard-status">
        <StatusCell t={t} row={row} entry={entry} waiting={waiting} />
        <DeviceAlarmBadge summary={alarm} />
      </td>
      <td className="text-end text-nowrap">
        <div className="d-inline-flex gap-1">
          {device.canView && (
            <LinkButton
              to={paths.devices.detail.getHref(device.id)}
              size="sm"
              variant="info"
              data-testid={`dashboard-view-${device.id}`}
              aria-label={t('dashboard.viewOf', { name })}
            >
              {t('dashboard.view')}
            </LinkButton>
          )}
          {device.canHistory && (
            <LinkButton
              to={paths.devices.history.getHref(device.id)}
              size="sm"
              variant="secondary"
              data-testid={`dashboard-history-${device.id}`}
              aria-label={t('dashboard.historyOf', { name })}
            >
              {t('dashboard.history')}
            </LinkButton>
          )}
        </div>
      </td>
    </tr>
  );
});

/** 'No IoT id', the waiting spinner, 'unknown', or the condition badge and the time of its status. */
function StatusCell({
  t,
  row,
  entry,
  waiting,
}: {
  t: TFunction;
  row: DashboardRow;
  entry: StatusEntry | undefined;
  waiting: boolean;
}) {
  const { device } = row;
  if (!device.uid)
    return (
      <span className="small text-body-secondary" data-testid="dashboard-no-uid">
        {t('dashboard.noUid')}
      </span>
    );
  if (waiting) return <DeviceStatusBadge status={undefined} waiting />;
  const known = entry
    ? entry.state === 'known'
      ? {
          status: entry.status,
          time: entry.time,
          source: entry.pushed ? 'push' : entry.source === 'stored' ? 'stored' : 'live',
        }
      : null
    : device.lastStatus
      ? {
          status: { id: device.uid, online: device.lastStatus.online, status: device.lastStatus.status },
          time: device.lastStatus.time,
          source: 'stored',
        }
      : null;
  if (!known) return <DeviceStatusBadge status={entry ?? { state: 'unknown' }} waiting={false} />;
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-1" data-source={known.source}>
      <DeviceStatusBadge
        status={{ state: 'known', status: known.status, thresholds: device.thresholds }}
        waiting={false}
      />
      <PowerBadge status={known.status} />
      <span className="d-block w-100 small text-body-secondary text-nowrap">
        <RelativeTime time={known.time} testId="dashboard-status-ago" />
        <span aria-hidden="true"> · </span>
        <span data-testid="dashboard-status-time">
          {t('dashboard.asOf', { time: formatDateTimeInput(known.time) })}
        </span>
        <span aria-hidden="true"> · </span>
        <span data-testid="dashboard-status-source">{t(`deviceManagement.live.source.${known.source}`)}</span>
      </span>
    </span>
  );
}
