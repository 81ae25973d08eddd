import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { FiltersDueList } from '../../../features/fleet/components/filters-due-list';
import { FleetNav } from '../../../features/fleet/components/fleet-nav';
import { useCanReadFilters } from '../../../features/fleet/hooks/use-can-read-filters';

/**
 * /fleet/filters (decision 024): the filter-replacement due list of the caller's devices — due within
 * 7 or 30 days (overdue first) or every device, optionally one site — paged, and as CSV (every page
 * of the current filter). Needs DEVICE_MANAGEMENT read; without it the page says so and asks nothing.
 * Test ids: `filters-title`, `filters-window`, `filters-site`, `filters-table`, `filters-row-<id>`,
 * `filters-empty`, `filters-csv`, `filters-not-authorized`.
 */
export function FiltersPage() {
  const { t } = useTranslation();
  const permissions = useCanReadFilters();
  return (
    <>
      <FleetNav />
      <PageTitle testId="filters-title">{t('fleetFilters.title')}</PageTitle>
      {!permissions.ready && !permissions.failed ? (
        <Loading />
      ) : !permissions.canRead ? (
        <Alert variant="warning" data-testid="filters-not-authorized">
          {t('fleetFilters.notAuthorized')}
        </Alert>
      ) : (
        <FiltersDueList />
      )}
    </>
  );
}

export default FiltersPage;
