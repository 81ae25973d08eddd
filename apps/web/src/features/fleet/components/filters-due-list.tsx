import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { DEFAULT_PAGE_SIZE, FILTER_DUE_WINDOWS, type FilterDueWindow } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../components/ui/loading';
import { ListPagination } from '../../../components/ui/list-pagination';
import { formatNumber } from '../../../lib/formatters';
import { saveCsv } from '../../../lib/save-file';
import { getAllFilterForecasts, useFilterForecasts, useFilterSites } from '../api/get-filter-forecasts';
import { filtersCsv } from '../utils/filters-csv';
import { filtersQuerySearch, readFiltersQuery } from '../utils/filters-query';
import { FiltersTable } from './filters-table';

/**
 * The filter due list of /fleet/filters, its query in the address bar (window, site, page): the
 * filters, the table, its pages and the CSV of every page of the current filter.
 */
export function FiltersDueList() {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const query = readFiltersQuery(search);
  const list = useFilterForecasts(query);
  const sites = useFilterSites();
  const [csvState, setCsvState] = useState<'idle' | 'busy' | 'failed'>('idle');
  // The statuses count days from when the answer came.
  const now = list.dataUpdatedAt;

  const go = (next: Partial<typeof query>) => {
    setSearch(filtersQuerySearch({ ...query, page: 1, ...next }));
  };

  const exportCsv = async () => {
    setCsvState('busy');
    try {
      const rows = await getAllFilterForecasts({ within: query.within, addressId: query.addressId });
      const day = new Date().toISOString().slice(0, 10);
      saveCsv(`${t('fleetFilters.csv.filename')}-${day}.csv`, filtersCsv(t, rows, i18n.language, Date.now()));
      setCsvState('idle');
    } catch {
      setCsvState('failed');
    }
  };

  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;
  const first = (query.page - 1) * DEFAULT_PAGE_SIZE + 1;
  return (
    <div data-testid="filters-page">
      <p className="text-body-secondary">{t('fleetFilters.intro')}</p>
      <Form className="d-flex flex-wrap gap-3 align-items-end mb-3" onSubmit={(e) => e.preventDefault()}>
        <Form.Group controlId="filters-window">
          <Form.Label>{t('fleetFilters.window.label')}</Form.Label>
          <Form.Select
            data-testid="filters-window"
            value={query.within}
            onChange={(e) => go({ within: e.target.value as FilterDueWindow })}
          >
            {FILTER_DUE_WINDOWS.map((w) => (
              <option key={w} value={w}>
                {t(`fleetFilters.window.${w}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="filters-site">
          <Form.Label>{t('fleetFilters.site.label')}</Form.Label>
          <Form.Select
            data-testid="filters-site"
            value={query.addressId ?? ''}
            onChange={(e) => go({ addressId: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t('fleetFilters.site.all')}</option>
            {(sites.data ?? []).map((site) => (
              <option key={site.addressId} value={site.addressId}>
                {site.label ?? t('fleetFilters.site.unnamed', { id: site.addressId })}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button
          variant="outline-primary"
          onClick={() => void exportCsv()}
          disabled={csvState === 'busy' || total === 0}
          data-testid="filters-csv"
        >
          {csvState === 'busy' ? t('fleetFilters.csv.busy') : t('fleetFilters.csv.button')}
        </Button>
      </Form>
      {csvState === 'failed' && (
        <Alert variant="danger" data-testid="filters-csv-failed">
          {t('fleetFilters.csv.failed')}
        </Alert>
      )}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <Alert variant="danger" data-testid="filters-error">
          {t('fleetFilters.loadError')}
        </Alert>
      ) : rows.length === 0 ? (
        <Alert variant="info" data-testid="filters-empty">
          {t('fleetFilters.empty')}
        </Alert>
      ) : (
        <>
          <FiltersTable rows={rows} now={now} />
          <div className="mt-3 d-flex flex-column align-items-center gap-2">
            <div className="text-body-secondary small" data-testid="filters-count">
              {t('fleetFilters.itemCount', {
                first: formatNumber(first, i18n.language),
                last: formatNumber(first + rows.length - 1, i18n.language),
                total: formatNumber(total, i18n.language),
              })}
            </div>
            {total > DEFAULT_PAGE_SIZE && (
              <ListPagination
                page={query.page}
                total={total}
                size={DEFAULT_PAGE_SIZE}
                onSelect={(page) => go({ ...query, page })}
                labels={{
                  nav: t('fleetFilters.pagination.nav'),
                  first: t('fleetFilters.pagination.first'),
                  previous: t('fleetFilters.pagination.previous'),
                  next: t('fleetFilters.pagination.next'),
                  last: t('fleetFilters.pagination.last'),
                }}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}
