import { useEffect, useRef } from 'react';
import type { DeviceDto } from '@app/contracts';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { RelativeTime } from '../../../components/ui/relative-time';
import { formatTime } from '../../../lib/formatters';
import { SortHeader } from '../../../components/ui/sort-header';
import type { SortState } from '../../../lib/list-params';
import type { StatusEntry } from '../../../lib/devices/get-device-statuses';
import { DeviceStatusBadge, PowerBadge } from '../../../components/device/device-status-badge';
import { DeviceAlarmBadge } from '../../../components/alarm/device-alarm-badge';
import { useAlarmsByDevice } from '../../../lib/alarms/alarms-by-device';

export interface DeviceRowActions {
  detail?: string;
  history?: string;
  edit?: string;
  delete?: string;
}

/** A checkbox that can be half-checked (some rows of the page selected). */
function PageCheckbox({
  checked,
  indeterminate,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  label: string;
  onChange: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <Form.Check
      ref={ref}
      id="device-select-page"
      data-testid="device-select-page"
      aria-label={label}
      title={label}
      checked={checked}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

/** The condition badge, on or off, and how long ago the status was read or reported, and from where. */
function StatusCell({ status, waiting }: { status: StatusEntry | undefined; waiting: boolean }) {
  const { t } = useTranslation();
  if (waiting || status?.state !== 'known') return <DeviceStatusBadge status={status} waiting={waiting} />;
  // Where the server took it (decision 043) and when, in words for the title and screen readers.
  const source = status.pushed ? 'push' : status.source === 'stored' ? 'stored' : 'live';
  const readAt = t(`deviceManagement.live.readAt.${source}`, { time: formatTime(status.time) });
  return (
    <span
      className="d-inline-flex flex-wrap align-items-center gap-1"
      data-source={status.pushed ? 'push' : 'live'}
      data-read={status.source}
      title={readAt}
    >
      <span className="visually-hidden" data-testid="device-status-read-at">
        {readAt}
      </span>
      <DeviceStatusBadge status={status} waiting={false} />
      <PowerBadge status={status.status} />
      <RelativeTime
        time={status.time}
        testId="device-status-ago"
        className="d-block w-100 small text-body-secondary text-nowrap"
      />
    </span>
  );
}

/**
 * The devices of one page: a checkbox per row and one for the page, the sortable columns (name,
 * serial, model, owner, place; `aria-sort` on each), the live status and the row actions. The
 * address sits under the name (`device-address`), so that every column and the actions fit a
 * 1366 px window without scrolling sideways; on a phone each row is a card (`table-cards`).
 * Rows `device-row-<id>` (`data-name`), checkboxes `device-select-<id>`, actions
 * `device-detail-<id>`, `device-history-<id>`, `device-edit-<id>`, `device-delete-<id>`.
 */
export function DevicesTable({
  rows,
  sort,
  onSort,
  selected,
  onSelect,
  statuses,
  statusWaiting,
  showStatus,
  addressLabel,
  actionsFor,
  from,
}: {
  rows: DeviceDto[];
  sort: SortState | null;
  onSort: (property: string) => void;
  selected: ReadonlySet<number>;
  onSelect: (devices: DeviceDto[], selected: boolean) => void;
  statuses: ReadonlyMap<string, StatusEntry> | undefined;
  statusWaiting: boolean;
  showStatus: boolean;
  addressLabel: (id: number | null) => string;
  actionsFor: (device: DeviceDto) => DeviceRowActions;
  /** The list's address (path and query): the form goes back there after save. */
  from: string;
}) {
  const { t } = useTranslation();
  // The page's active alarms, one call for its rows (decision 040), shown beside the status.
  const alarms = useAlarmsByDevice(
    rows.map((r) => r.id),
    showStatus,
  );
  const onPage = rows.filter((r) => selected.has(r.id)).length;
  const header = (property: string, label: string) => (
    <SortHeader
      property={property}
      label={label}
      sort={sort}
      onSort={onSort}
      title={t('deviceManagement.list.sortBy', { column: label })}
    />
  );
  return (
    <Table striped hover responsive className="align-middle table-cards" data-testid="devices-table">
      <caption className="visually-hidden">{t('deviceManagement.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">
            <PageCheckbox
              checked={rows.length > 0 && onPage === rows.length}
              indeterminate={onPage > 0 && onPage < rows.length}
              label={t('deviceManagement.list.selectPage')}
              onChange={(checked) => onSelect(rows, checked)}
            />
          </th>
          {header('name', t('deviceManagement.list.columns.name'))}
          {header('serialNumber', t('deviceManagement.list.columns.serialNumber'))}
          {header('modelId', t('deviceManagement.list.columns.model'))}
          {header('ownerId', t('deviceManagement.list.columns.owner'))}
          {header('place', t('deviceManagement.list.columns.place'))}
          {showStatus && <th scope="col">{t('deviceManagement.list.columns.status')}</th>}
          <th scope="col" className="text-end">
            <span className="visually-hidden">{t('deviceManagement.list.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((device) => {
          const actions = actionsFor(device);
          const name = device.name || device.serialNumber || `#${device.id}`;
          const address = addressLabel(device.addressId);
          return (
            <tr
              key={device.id}
              data-testid={`device-row-${device.id}`}
              data-name={device.name ?? ''}
              data-uid={device.uid ?? ''}
            >
              <td>
                <Form.Check
                  id={`device-select-${device.id}`}
                  data-testid={`device-select-${device.id}`}
                  aria-label={t('deviceManagement.list.selectRow', { name })}
                  checked={selected.has(device.id)}
                  onChange={(e) => onSelect([device], e.target.checked)}
                />
              </td>
              <td data-label={t('deviceManagement.list.columns.name')}>
                <div>
                  <div className="fw-semibold" data-testid="device-name">
                    {device.name}
                  </div>
                  <div className="small text-body-secondary">
                    {address && (
                      <span className="visually-hidden">{t('deviceManagement.list.columns.address')}: </span>
                    )}
                    <span data-testid="device-address">{address}</span>
                  </div>
                </div>
              </td>
              <td
                className="text-nowrap"
                data-label={t('deviceManagement.list.columns.serialNumber')}
                data-testid="device-serial"
              >
                {device.serialNumber}
              </td>
              <td data-label={t('deviceManagement.list.columns.model')} data-testid="device-model">
                {device.modelName}
              </td>
              <td data-label={t('deviceManagement.list.columns.owner')} data-testid="device-owner">
                {device.ownerLogin}
              </td>
              <td data-label={t('deviceManagement.list.columns.place')} data-testid="device-place">
                {device.place}
              </td>
              {showStatus && (
                <td data-label={t('deviceManagement.list.columns.status')}>
                  {device.uid ? (
                    <StatusCell status={statuses?.get(device.uid)} waiting={statusWaiting} />
                  ) : (
                    <DeviceStatusBadge status={undefined} waiting={false} />
                  )}
                  <DeviceAlarmBadge summary={alarms.get(device.id)} />
                </td>
              )}
              <td className="text-end text-nowrap table-cards-actions">
                <div className="d-inline-flex gap-1">
                  {actions.detail && (
                    <LinkButton
                      to={actions.detail}
                      size="sm"
                      variant="info"
                      data-testid={`device-detail-${device.id}`}
                      aria-label={t('deviceManagement.list.actions.detailOf', { name })}
                      title={t('deviceManagement.list.actions.detail')}
                    >
                      <Icon name="eye" />
                    </LinkButton>
                  )}
                  {actions.history && (
                    <LinkButton
                      to={actions.history}
                      size="sm"
                      variant="secondary"
                      data-testid={`device-history-${device.id}`}
                      aria-label={t('deviceManagement.list.actions.historyOf', { name })}
                      title={t('deviceManagement.list.actions.history')}
                    >
                      <Icon name="calendar" />
                    </LinkButton>
                  )}
                  {actions.edit && (
                    <LinkButton
                      to={actions.edit}
                      state={{ from }}
                      size="sm"
                      variant="primary"
                      data-testid={`device-edit-${device.id}`}
                      aria-label={t('deviceManagement.list.actions.editOf', { name })}
                      title={t('deviceManagement.list.actions.edit')}
                    >
                      <Icon name="pencil" />
                    </LinkButton>
                  )}
                  {actions.delete && (
                    <LinkButton
                      to={actions.delete}
                      size="sm"
                      variant="danger"
                      data-testid={`device-delete-${device.id}`}
                      aria-label={t('deviceManagement.list.actions.deleteOf', { name })}
                      title={t('deviceManagement.list.actions.delete')}
                    >
                      <Icon name="trash" />
                    </LinkButton>
                  )}
                </div>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
