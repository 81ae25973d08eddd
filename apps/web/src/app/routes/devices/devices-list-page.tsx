import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, type DeviceDto } from '@app/contracts';
import { ListPagination, pageCountOf, pageRange } from '../../../components/ui/list-pagination';
import { BusyRegion, Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/formatters';
import { apiSort, toggleSort, type SortState } from '../../../lib/list-params';
import { useScopeAddresses } from '../../../features/devices/api/get-addresses';
import { useDeviceModels } from '../../../features/devices/api/get-device-models';
import { fetchLiveStatuses, useLiveStatuses } from '../../../lib/devices/get-device-statuses';
import {
  getAllMatchingDevices,
  useDevices,
  type DeviceListQuery,
} from '../../../features/devices/api/get-devices';
import { BulkTimersModal } from '../../../features/devices/components/bulk-timers-modal';
import { DeviceFilters, type DeviceFilterValues } from '../../../features/devices/components/device-filters';
import { devicesCsv } from '../../../features/devices/utils/devices-csv';
import { devicesListSearch, readDevicesListSearch } from '../../../features/devices/utils/list-search';
import { saveCsv } from '../../../lib/save-file';
import { DevicesListAlert } from '../../../features/devices/components/devices-list-alert';
import { DevicesTable, type DeviceRowActions } from '../../../features/devices/components/devices-table';
import { DevicesToolbar } from '../../../features/devices/components/devices-toolbar';
import { ReportExportModal } from '../../../features/devices/components/report-export-modal';
import { useDevicePermissions } from '../../../lib/devices/use-device-permissions';
import { useDeviceSelection } from '../../../features/devices/hooks/use-device-selection';
import { usePushedStatuses } from '../../../features/devices/hooks/use-pushed-statuses';
import { QuotaBanner } from '../../../components/ui/quota-banner';

/** What the delete dialog (a child route over the list) needs. */
export interface DevicesListOutletContext {
  /** The list's query string after a deletion (one page back when the page's last row went). */
  searchAfterDelete: string;
  /** The devices shown, so that the dialog can name the one it deletes. */
  rows: DeviceDto[];
}

const DEFAULT_SORT: SortState = { property: 'id', direction: 'asc' };

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

  const { rawOwner, owner, page, sort, filters } = readDevicesListSearch(search);
  const go = (next: { page?: number; sort?: SortState | null; filters?: DeviceFilterValues }) =>
    void navigate({
      pathname: paths.devices.list.getHref(),
      search: devicesListSearch({
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
  const {
    selected,
    select,
    replace: replaceSelection,
  } = useDeviceSelection(JSON.stringify([owner, filters]));
  const [busy, setBusy] = useState<'all' | 'csv' | null>(null);
  const [failed, setFailed] = useState(false);
  const [modal, setModal] = useState<'timers' | 'report' | null>(null);

  const selectAllMatching = async () => {
    setBusy('all');
    setFailed(false);
    try {
      const all = await getAllMatchingDevices(query);
      replaceSelection(all);
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
        to={{
          pathname: location.pathname,
          search: devicesListSearch({ owner, page: pageCount, sort, filters }),
        }}
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
      rows.length === 1 && page > 1
        ? devicesListSearch({ owner, page: page - 1, sort, filters })
        : listSearch,
    rows,
  };
  const range = data ? pageRange(page, DEFAULT_PAGE_SIZE, total) : null;
  const selectedList = [...selected.values()];
  const ownerLogin = owner ? rows.find((r) => r.ownerLogin)?.ownerLogin : undefined;

  let body;
  if (perms.failed) body = <DevicesListAlert kind="loadError" />;
  else if (!perms.ready) body = <Loading announce={false} />;
  else if (!mayRead) body = <DevicesListAlert kind="notAuthorized" />;
  else if (rawOwner !== null && owner === undefined) body = <DevicesListAlert kind="unknownOwner" />;
  else if (devices.isPending) body = <Loading announce={false} />;
  else if (devices.isError && !data) body = <DevicesListAlert kind="loadError" />;
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
        <DevicesToolbar
          selectedCount={selected.size}
          total={total}
          busy={busy}
          canProgramTimers={perms.can('DEVICE_MANAGEMENT', 'update')}
          onSelectAllMatching={() => void selectAllMatching()}
          onClearSelection={() => replaceSelection([])}
          onProgramTimers={() => setModal('timers')}
          onExportReport={() => setModal('report')}
          onExportCsv={(which) => void exportCsv(which)}
        />
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
