import { useMemo, useState, type CSSProperties } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ButtonToolbar from 'react-bootstrap/ButtonToolbar';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, type DeviceDto } from '@app/contracts';
import { ListPagination, pageCountOf, pageRange } from '../../../components/ui/list-pagination';
import { BusyRegion, Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/formatters';
import { apiSort, formatSort, parseSort, toggleSort, type SortState } from '../../../lib/list-params';
import { useScopeAddresses } from '../api/get-addresses';
import { useDeviceModels } from '../api/get-device-models';
import { fetchLiveStatuses, useLiveStatuses } from '../api/get-device-statuses';
import { getAllMatchingDevices, useDevices, type DeviceListQuery } from '../api/get-devices';
import { BulkTimersModal } from '../components/bulk-timers-modal';
import { DeviceFilters, type DeviceFilterValues } from '../components/device-filters';
import { devicesCsv } from '../components/devices-csv';
import { saveCsv } from '../../../lib/save-file';
import { DevicesTable, type DeviceRowActions } from '../components/devices-table';
import { LiveIndicator } from '../components/live-indicator';
import { ReportExportModal } from '../components/report-export-modal';
import { useDevicePermissions } from '../hooks/use-device-permissions';
import { useHeaderBottom } from '../hooks/use-header-bottom';
import { usePushedStatuses } from '../hooks/use-pushed-statuses';
import './devices-list-page.css';
import { QuotaBanner } from '../../../components/ui/quota-banner';

/** What the delete dialog (a child route over the list) needs. */
export interface DevicesListOutletContext {
  /** The list's query string after a deletion (one page back when the page's last row went). */
  searchAfterDelete: string;
  /** The devices shown, so that the dialog can name the one it deletes. */
  rows: DeviceDto[];
}

const DEFAULT_SORT: SortState = { property: 'id', direction: 'asc' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (value: string | null) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined);
const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The list's state in the address bar: `?owner=&page=&sort=name,asc&address=&tag=&model=`. */
function searchOf(state: {
  owner?: string;
  page: number;
  sort: SortState | null;
  filters: DeviceFilterValues;
}): string {
  const next = new URLSearchParams();
  if (state.owner) next.set('owner', state.owner);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.sort) next.set('sort', formatSort(state.sort));
  if (state.filters.addressId !== undefined) next.set('address', String(state.filters.addressId));
  if (state.filters.name) next.set('tag', state.filters.name);
  if (state.filters.modelId !== undefined) next.set('model', String(state.filters.modelId));
  const text = next.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}

/**
 * /devices (docs/product.md#devices-area): every device of the caller's scope, or with
 * `?owner={account uuid}` that account's devices; page, sort and filters (address, tag, model) in
 * the address bar; multi-select (a row, the page, all matching) with bulk timers, the PDF report
 * and a CSV export; the live status of the page's devices, kept current by the pushed reports, with
 * the time of the last report (`device-status-ago`). Test ids: `devices-list`, `devices-table`,
 * `devices-empty`, `device-row-<id>`, `device-status`, `devices-selection-count`,
 * `device-select-all-matching`, `device-clear-selection`, `devices-program-timers`,
 * `devices-export-report`, `devices-csv-menu`, `devices-csv-selected`, `devices-csv-all`; the root
 * carries `data-search` (the query it shows) and `data-settled` (its rows are that query's).
 */
export function DevicesListPage() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const perms = useDevicePermissions();
  const headerBottom = useHeaderBottom();

  const rawOwner = search.get('owner');
  const owner = rawOwner && UUID.test(rawOwner) ? rawOwner : undefined;
  const page = pageOf(search.get('page'));
  const sort = parseSort(search.get('sort'));
  const filters: DeviceFilterValues = {
    addressId: idOf(search.get('address')),
    name: search.get('tag')?.trim() || undefined,
    modelId: idOf(search.get('model')),
  };
  const go = (next: { page?: number; sort?: SortState | null; filters?: DeviceFilterValues }) =>
    void navigate({
      pathname: paths.devices.list.getHref(),
      search: searchOf({
        owner,
        page: next.page ?? page,
        sort: next.sort === undefined ? sort : next.sort,
        filters: next.filters ?? filters,
      }),
    });

  const mayRead = perms.can('DEVICE_MANAGEMENT', 'read');
  const query: DeviceListQuery = {
    owner,
    page,
    sort: apiSort(sort ?? DEFAULT_SORT),
    addressId: filters.addressId,
    name: filters.name,
    modelId: filters.modelId,
  };
  const devices = useDevices(query, mayRead && (rawOwner === null || owner !== undefined));
  const addresses = useScopeAddresses(mayRead && perms.can('ADDRESS_MANAGEMENT', 'read'));
  // Reference data: any business account (and the super user) reads the models.
  const models = useDeviceModels(mayRead);
  const data = devices.data;
  const rows = useMemo(() => data?.rows ?? [], [data]);
  const uids = useMemo(() => rows.flatMap((r) => (r.uid ? [r.uid] : [])), [rows]);
  const statuses = useLiveStatuses(uids, mayRead && !devices.isPlaceholderData);
  // The page's statuses follow the reports the server pushes (decision 032): no reload to be current.
  usePushedStatuses(mayRead);

  const addressNames = useMemo(
    () => new Map((addresses.data ?? []).map((a) => [a.id, a.label])),
    [addresses.data],
  );
  const addressLabel = (id: number | null) => (id === null ? '' : (addressNames.get(id) ?? `#${id}`));

  // The selection: devices by id, kept across pages, dropped when the owner or the filters change.
  const selectionKey = JSON.stringify([owner, filters]);
  const [selection, setSelection] = useState<{ key: string; devices: Map<number, DeviceDto> }>({
    key: selectionKey,
    devices: new Map(),
  });
  const selected = selection.key === selectionKey ? selection.devices : new Map<number, DeviceDto>();
  const select = (list: DeviceDto[], on: boolean) => {
    const next = new Map(selected);
    for (const device of list) {
      if (on) next.set(device.id, device);
      else next.delete(device.id);
    }
    setSelection({ key: selectionKey, devices: next });
  };
  const [busy, setBusy] = useState<'all' | 'csv' | null>(null);
  const [failed, setFailed] = useState(false);
  const [modal, setModal] = useState<'timers' | 'report' | null>(null);

  const selectAllMatching = async () => {
    setBusy('all');
    setFailed(false);
    try {
      const all = await getAllMatchingDevices(query);
      setSelection({ key: selectionKey, devices: new Map(all.map((d) => [d.id, d])) });
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const exportCsv = async (which: 'selected' | 'all') => {
    setBusy('csv');
    setFailed(false);
    try {
      const list = which === 'all' ? await getAllMatchingDevices(query) : [...selected.values()];
      const found = await fetchLiveStatuses(list.flatMap((d) => (d.uid ? [d.uid] : [])));
      const csv = devicesCsv(t, list, found, addressLabel, i18n.language);
      const day = new Date().toISOString().slice(0, 10);
      saveCsv(`${t('deviceManagement.csv.filename')}-${day}.csv`, csv);
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  const total = data?.total ?? 0;
  const pageCount = pageCountOf(total, DEFAULT_PAGE_SIZE);
  if (data && !devices.isPlaceholderData && rows.length === 0 && total > 0 && page > pageCount)
    return (
      <Navigate
        to={{ pathname: location.pathname, search: searchOf({ owner, page: pageCount, sort, filters }) }}
        replace
      />
    );

  const listSearch = location.search;
  const actionsFor = (device: DeviceDto): DeviceRowActions => ({
    detail: paths.devices.detail.getHref(device.id),
    history: perms.can('STATISTICS_MANAGEMENT', 'read')
      ? paths.devices.history.getHref(device.id)
      : undefined,
    edit: perms.can('DEVICE_MANAGEMENT', 'update') ? paths.devices.edit.getHref(device.id) : undefined,
    delete: perms.can('DEVICE_MANAGEMENT', 'delete')
      ? paths.devices.delete.getHref(device.id, listSearch)
      : undefined,
  });
  const outletContext: DevicesListOutletContext = {
    searchAfterDelete:
      rows.length === 1 && page > 1 ? searchOf({ owner, page: page - 1, sort, filters }) : listSearch,
    rows,
  };
  const range = data ? pageRange(page, DEFAULT_PAGE_SIZE, total) : null;
  const selectedList = [...selected.values()];
  const ownerLogin = owner ? rows.find((r) => r.ownerLogin)?.ownerLogin : undefined;

  let body;
  if (perms.failed) body = <ListAlert kind="loadError" />;
  else if (!perms.ready) body = <Loading announce={false} />;
  else if (!mayRead) body = <ListAlert kind="notAuthorized" />;
  else if (rawOwner !== null && owner === undefined) body = <ListAlert kind="unknownOwner" />;
  else if (devices.isPending) body = <Loading announce={false} />;
  else if (devices.isError && !data) body = <ListAlert kind="loadError" />;
  else if (rows.length === 0)
    body = (
      <Alert variant="warning" data-testid="devices-empty">
        {t('deviceManagement.list.notFound')}
      </Alert>
    );
  else
    body = (
      <>
        <DevicesTable
          rows={rows}
          sort={sort}
          onSort={(property) => go({ page: 1, sort: toggleSort(sort, property) })}
          selected={new Set(selected.keys())}
          onSelect={select}
          statuses={statuses.data}
          statusWaiting={statuses.isPending}
          showStatus={mayRead}
          addressLabel={addressLabel}
          actionsFor={actionsFor}
          from={`${location.pathname}${location.search}`}
        />
        {range && (
          <div className="mt-3 d-flex flex-column align-items-center gap-2">
            <div className="text-body-secondary small" data-testid="item-count">
              {t('deviceManagement.list.itemCount', {
                first: formatNumber(range.first, i18n.language),
                second: formatNumber(range.last, i18n.language),
                total: formatNumber(total, i18n.language),
              })}
            </div>
            {total > DEFAULT_PAGE_SIZE && (
              <ListPagination
                page={page}
                total={total}
                size={DEFAULT_PAGE_SIZE}
                onSelect={(n) => go({ page: n })}
                labels={{
                  nav: t('deviceManagement.pagination.nav'),
                  first: t('deviceManagement.pagination.first'),
                  previous: t('deviceManagement.pagination.previous'),
                  next: t('deviceManagement.pagination.next'),
                  last: t('deviceManagement.pagination.last'),
                }}
              />
            )}
          </div>
        )}
      </>
    );

  return (
    <div
      data-testid="devices-list"
      data-owner={owner}
      data-busy={devices.isFetching}
      data-search={location.search}
      data-settled={!!data && !devices.isFetching && !devices.isPlaceholderData}
    >
      <PageTitle testId="devices-title" className="mb-1">
        {t('deviceManagement.list.title')}
      </PageTitle>
      <p className="text-body-secondary mb-3" data-testid="devices-owner">
        {ownerLogin ? t('deviceManagement.list.ownerOf', { owner: ownerLogin }) : '\u00a0'}
      </p>
      <QuotaBanner />
      {perms.ready && mayRead && (
        <DeviceFilters
          values={filters}
          addresses={perms.can('ADDRESS_MANAGEMENT', 'read') ? addresses.data : undefined}
          models={models.data}
          onChange={(next) => go({ page: 1, filters: next })}
        />
      )}
      {perms.ready && mayRead && data && total > 0 && (
        <ButtonToolbar
          className={`devices-toolbar gap-2 align-items-center mb-3${selected.size > 0 ? ' is-sticky' : ''}`}
          style={{ '--devices-toolbar-top': `${headerBottom}px` } as CSSProperties}
          aria-label={t('deviceManagement.list.selectionToolbar')}
          data-testid="devices-toolbar"
        >
          <span className="me-2" role="status" data-testid="devices-selection-count">
            {t('deviceManagement.list.selectedCount', { count: selected.size })}
          </span>
          {selected.size < total && (
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => void selectAllMatching()}
              disabled={busy !== null}
              aria-busy={busy === 'all'}
              data-testid="device-select-all-matching"
            >
              {t('deviceManagement.list.selectAll', { total: formatNumber(total, i18n.language) })}
            </Button>
          )}
          {selected.size > 0 && (
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => setSelection({ key: selectionKey, devices: new Map() })}
              data-testid="device-clear-selection"
            >
              {t('deviceManagement.list.clearSelection')}
            </Button>
          )}
          {perms.can('DEVICE_MANAGEMENT', 'update') && (
            <Button
              size="sm"
              variant="primary"
              disabled={selected.size === 0}
              onClick={() => setModal('timers')}
              data-testid="devices-program-timers"
            >
              {t('deviceManagement.list.programTimers')}
            </Button>
          )}
          <Button
            size="sm"
            variant="primary"
            disabled={selected.size === 0}
            onClick={() => setModal('report')}
            data-testid="devices-export-report"
          >
            {t('deviceManagement.list.exportReport')}
          </Button>
          <Dropdown>
            <Dropdown.Toggle
              size="sm"
              variant="outline-primary"
              id="devices-csv-menu"
              data-testid="devices-csv-menu"
              disabled={busy !== null}
              aria-busy={busy === 'csv'}
            >
              {t('deviceManagement.list.exportCsv')}
            </Dropdown.Toggle>
            <Dropdown.Menu>
              <Dropdown.Item
                as="button"
                disabled={selected.size === 0}
                onClick={() => void exportCsv('selected')}
                data-testid="devices-csv-selected"
              >
                {t('deviceManagement.list.exportCsvSelected', { count: selected.size })}
              </Dropdown.Item>
              <Dropdown.Item as="button" onClick={() => void exportCsv('all')} data-testid="devices-csv-all">
                {t('deviceManagement.list.exportCsvAll', { total: formatNumber(total, i18n.language) })}
              </Dropdown.Item>
            </Dropdown.Menu>
          </Dropdown>
          <LiveIndicator className="ms-auto" />
        </ButtonToolbar>
      )}
      {failed && (
        <Alert
          variant="danger"
          dismissible
          onClose={() => setFailed(false)}
          data-testid="devices-action-error"
        >
          {t('deviceManagement.list.actionFailed')}
        </Alert>
      )}
      <BusyRegion busy={(!perms.ready && !perms.failed) || devices.isFetching || busy !== null}>
        {body}
      </BusyRegion>
      <BulkTimersModal devices={selectedList} show={modal === 'timers'} onHide={() => setModal(null)} />
      <ReportExportModal devices={selectedList} show={modal === 'report'} onHide={() => setModal(null)} />
      <Outlet context={outletContext} />
    </div>
  );
}

/** A refusal or a failure instead of the list (`devices-not-authorized`, `devices-load-error`, `devices-unknown-owner`). */
function ListAlert({ kind }: { kind: 'notAuthorized' | 'loadError' | 'unknownOwner' }) {
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
