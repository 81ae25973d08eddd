import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_TABS, type DashboardTab } from '@app/contracts';
import { Icon } from '../../../components/ui/icon';
import { ListPagination, pageCountOf, pageRange } from '../../../components/ui/list-pagination';
import { BusyRegion, Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { toggleSort, type SortState } from '../../../lib/list-params';
import { useDashboardDevices } from '../../../features/dashboard/api/get-dashboard-devices';
import {
  filterRows,
  groupRows,
  sortRows,
  tabWithMatches,
  toRows,
  type DashboardGroups,
  type RowWords,
} from '../../../features/dashboard/utils/dashboard-model';
import { FleetHealthPanel } from '../../../features/fleet/components/fleet-health-panel';
import { DashboardTable } from '../../../features/dashboard/components/dashboard-table';
import { LiveIndicator } from '../../../components/device/live-indicator';
import { DashboardAlert } from '../../../features/dashboard/components/dashboard-alert';
import { ReadProgress } from '../../../features/dashboard/components/read-progress';
import { useDashboardStatuses } from '../../../features/dashboard/hooks/use-dashboard-statuses';
import { useFormatNumber } from '../../../features/dashboard/hooks/use-format-number';
import { useDevicePermissions } from '../../../lib/devices/use-device-permissions';
import { QuotaBanner } from '../../../components/ui/quota-banner';

/** Rows per page, within the active tab. */
export const DASHBOARD_PAGE_SIZE = 50;

const BADGE: Record<DashboardTab, { bg: string; text?: 'dark' }> = {
  danger: { bg: 'danger' },
  warning: { bg: 'warning', text: 'dark' },
  success: { bg: 'success' },
  unknown: { bg: 'secondary' },
};

/**
 * /dashboard (docs/product.md#dashboard): every device of the caller's scope in one answer
 * (GET api/dashboard/devices), in tabs by condition — 1 Danger, 2 Warning, 3 Success with their
 * counts, and Unknown when some device has no status data. On open the rows show their stored latest
 * status; only the devices with a uid and none stored are read live; then the reports the server
 * pushes move the rows (status, power, tab, counts, time of the last report) as they arrive, without
 * announcing them; Update, no longer needed to be current, reads them all again (batches
 * of 30, 5 in flight) with a progress bar and a spoken summary. A text filter, a sort by owner, name,
 * address or model, 50 rows per page of the active tab: grouping, sorting and filtering are memoised
 * and only the page's rows are drawn, so thousands of devices stay smooth.
 * Test ids: `dashboard-page` (`data-loaded`, `data-reading`, `data-read` = none / auto-running / auto-done /
 * update-running / update-done), `dashboard-tab-<tab>` (`data-count`),
 * `dashboard-update`, `dashboard-progress`, `dashboard-read-status`, `dashboard-filter`,
 * `dashboard-empty`, `dashboard-not-authorized`, `dashboard-load-error`, `item-count`.
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const perms = useDevicePermissions();
  const formatNumber = useFormatNumber(i18n.language);
  const mayRead = perms.can('DEVICE_MANAGEMENT', 'read');
  const devices = useDashboardDevices(mayRead);
  const statuses = useDashboardStatuses(devices.data);

  const [tab, setTab] = useState<DashboardTab>('danger');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState | null>(null);
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);
  // The search text the tab was last chosen for, and what the status region says about that choice.
  const [searchedFor, setSearchedFor] = useState('');
  const [switchNotice, setSwitchNotice] = useState('');

  const privateConsumer = t('dashboard.privateConsumer');
  const noOwner = t('dashboard.noOwner');
  const addressInvalid = t('dashboard.addressInvalid');
  const addressNone = t('dashboard.addressNone');
  const words: RowWords = useMemo(
    () => ({ privateConsumer, noOwner, addressInvalid, addressNone }),
    [privateConsumer, noOwner, addressInvalid, addressNone],
  );
  const rows = useMemo(() => toRows(devices.data ?? [], words), [devices.data, words]);
  const sorted = useMemo(() => sortRows(rows, sort, i18n.language), [rows, sort, i18n.language]);
  const filtered = useMemo(() => filterRows(sorted, deferredFilter), [sorted, deferredFilter]);
  const groups: DashboardGroups = useMemo(
    () => groupRows(filtered, statuses.live),
    [filtered, statuses.live],
  );

  // The Unknown tab shows only when it has devices; a tab that disappears gives way to the first.
  const shownTabs = DASHBOARD_TABS.filter((key) => key !== 'unknown' || groups.unknown.length > 0);
  const activeTab = shownTabs.includes(tab) ? tab : 'danger';
  // A new search text that finds nothing in the open tab but something in another opens the first
  // such tab (once per text, so a tab the user then picks stays open) and says so in the status region.
  if (deferredFilter !== searchedFor) {
    setSearchedFor(deferredFilter);
    const target = deferredFilter.trim() ? tabWithMatches(shownTabs, groups, activeTab) : activeTab;
    if (target !== activeTab) {
      setTab(target);
      setSwitchNotice(
        t('dashboard.tabSwitched', {
          from: t(`dashboard.tabs.${activeTab}`),
          to: t(`dashboard.tabs.${target}`),
          count: groups[target].length,
        }),
      );
    } else setSwitchNotice('');
  }
  const tabRows = groups[activeTab];
  const pageCount = pageCountOf(tabRows.length, DASHBOARD_PAGE_SIZE);
  const activePage = Math.min(page, pageCount);
  const pageRows = useMemo(
    () => tabRows.slice((activePage - 1) * DASHBOARD_PAGE_SIZE, activePage * DASHBOARD_PAGE_SIZE),
    [tabRows, activePage],
  );

  const selectTab = (key: string | null) => {
    if (key && (DASHBOARD_TABS as readonly string[]).includes(key)) {
      setTab(key as DashboardTab);
      setPage(1);
      setSwitchNotice('');
    }
  };
  const reading = !!statuses.read && !statuses.read.finished;
  const total = devices.data?.length ?? 0;

  let body: ReactNode;
  if (perms.failed) body = <DashboardAlert kind="loadError" />;
  else if (!perms.ready) body = <Loading announce={false} />;
  else if (!mayRead) body = <DashboardAlert kind="notAuthorized" />;
  else if (devices.isPending) body = <Loading announce={false} />;
  else if (devices.isError) body = <DashboardAlert kind="loadError" />;
  else if (total === 0)
    body = (
      <Alert variant="warning" data-testid="dashboard-empty">
        {t('dashboard.notFound')}
      </Alert>
    );
  else {
    const range = pageRange(activePage, DASHBOARD_PAGE_SIZE, tabRows.length);
    const panel = (
      <div className="pt-3">
        {tabRows.length === 0 ? (
          <Alert variant="warning" data-testid="dashboard-empty">
            {t('dashboard.notFound')}
          </Alert>
        ) : (
          <>
            <DashboardTable
              rows={pageRows}
              caption={t('dashboard.caption', { tab: t(`dashboard.tabs.${activeTab}`) })}
              sort={sort}
              onSort={(property) => {
                setSort(toggleSort(sort, property));
                setPage(1);
              }}
              live={statuses.live}
              pending={statuses.pending}
            />
            <div className="mt-3 d-flex flex-column align-items-center gap-2">
              <div className="text-body-secondary small" data-testid="item-count">
                {t('dashboard.itemCount', {
                  first: formatNumber(range.first),
                  second: formatNumber(range.last),
                  total: formatNumber(tabRows.length),
                })}
              </div>
              {tabRows.length > DASHBOARD_PAGE_SIZE && (
                <ListPagination
                  page={activePage}
                  total={tabRows.length}
                  size={DASHBOARD_PAGE_SIZE}
                  onSelect={setPage}
                  labels={{
                    nav: t('dashboard.pagination.nav'),
                    first: t('dashboard.pagination.first'),
                    previous: t('dashboard.pagination.previous'),
                    next: t('dashboard.pagination.next'),
                    last: t('dashboard.pagination.last'),
                  }}
                />
              )}
            </div>
          </>
        )}
      </div>
    );
    body = (
      <Tabs
        id="dashboard-tabs"
        activeKey={activeTab}
        onSelect={selectTab}
        mountOnEnter
        unmountOnExit
        transition={false}
        className="flex-wrap"
        aria-label={t('dashboard.tabsLabel')}
        data-testid="dashboard-tabs"
      >
        {shownTabs.map((key) => (
          <Tab
            key={key}
            eventKey={key}
            tabAttrs={{ 'data-testid': `dashboard-tab-${key}`, 'data-count': groups[key].length }}
            title={
              <span className="d-inline-flex align-items-center gap-2">
                <span>{t(`dashboard.tabs.${key}`)}</span>
                <Badge bg={BADGE[key].bg} text={BADGE[key].text} pill aria-hidden="true">
                  {formatNumber(groups[key].length)}
                </Badge>
                <span className="visually-hidden">
                  ({t('dashboard.tabCount', { count: groups[key].length })})
                </span>
              </span>
            }
          >
            {key === activeTab ? panel : null}
          </Tab>
        ))}
      </Tabs>
    );
  }

  return (
    <div
      data-testid="dashboard-page"
      data-loaded={!!devices.data && !devices.isFetching}
      data-reading={reading}
      data-read={
        statuses.read ? `${statuses.read.kind}-${statuses.read.finished ? 'done' : 'running'}` : 'none'
      }
      data-total={total}
    >
      <PageTitle testId="dashboard-title" className="mb-1">
        {t('dashboard.title')}
      </PageTitle>
      <p className="text-body-secondary mb-3">{t('dashboard.intro')}</p>
      <QuotaBanner />
      <FleetHealthPanel enabled={perms.ready && mayRead} />
      {perms.ready && mayRead && devices.data && total > 0 && (
        <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
          <Form.Group controlId="dashboard-filter" className="flex-grow-1" style={{ minWidth: '12rem' }}>
            <Form.Label className="mb-1">{t('dashboard.filter')}</Form.Label>
            <Form.Control
              type="search"
              value={filter}
              placeholder={t('dashboard.filterPlaceholder')}
              aria-describedby="dashboard-filter-help"
              data-testid="dashboard-filter"
              autoComplete="off"
              onChange={(e) => {
                setFilter(e.target.value);
                setPage(1);
              }}
            />
            <Form.Text id="dashboard-filter-help" className="visually-hidden">
              {t('dashboard.filterHelp')}
            </Form.Text>
          </Form.Group>
          <Button
            variant="primary"
            onClick={() => {
              setSwitchNotice('');
              statuses.update();
            }}
            disabled={reading}
            aria-describedby="dashboard-update-help"
            data-testid="dashboard-update"
          >
            <Icon name="refresh" /> {t('dashboard.update')}
          </Button>
          <span id="dashboard-update-help" className="visually-hidden">
            {t('dashboard.updateTitle')}
          </span>
          <LiveIndicator className="align-self-center" />
        </div>
      )}
      <ReadProgress read={statuses.read} notice={switchNotice} />
      <BusyRegion busy={(!perms.ready && !perms.failed) || devices.isFetching}>{body}</BusyRegion>
    </div>
  );
}
