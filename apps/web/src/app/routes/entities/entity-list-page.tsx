import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { DEFAULT_PAGE_SIZE, type EntityDto } from '@app/contracts';
import { Icon } from '../../../components/ui/icon';
import { ListPagination, pageCountOf, pageRange } from '../../../components/ui/list-pagination';
import { BusyRegion, Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { isApiError } from '../../../lib/api-error';
import { formatNumber } from '../../../lib/formatters';
import { formatSort, listSearch, useListParams, type SortState } from '../../../lib/list-params';
import { useEntities } from '../../../features/entities/api/get-entities';
import { useEntityDescriptor } from '../../../features/entities/components/entity-context';
import { EntityTable } from '../../../features/entities/components/entity-table';
import { entityKey } from '../../../features/entities/utils/entity-i18n';
import { LinkButton } from '../../../components/ui/link-button';

const DEFAULT_SORT: SortState = { property: 'id', direction: 'asc' };

/** What the delete dialog (a child route over the list) needs to know about the list. */
export interface EntityListOutletContext {
  /** The list's query string after a deletion (one page back when the last row of a page goes). */
  searchAfterDelete: string;
  /** The rows shown, so that the dialog can name the record without fetching it again. */
  rows: EntityDto[];
}

/**
 * {base}: the list (docs/product.md#lists-paging-and-sorting). Page (1-based) and sort live in the address bar (paginated lists
 * default to ?page=1&sort=id,asc); the table is hidden when empty. The delete dialog renders over it.
 * The rows are a busy region while they load (announced "Loading..."); sorting and paging keep the
 * table (and the focused header or page button) on screen meanwhile.
 */
export function EntityListPage() {
  const d = useEntityDescriptor();
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const list = useListParams({ paginated: d.paginated, defaultSort: d.paginated ? DEFAULT_SORT : null });
  const query = useEntities(d, { page: list.page, sort: list.sort }, !list.needsNormalising);

  if (list.needsNormalising)
    return <Navigate to={{ pathname: location.pathname, search: list.search }} replace />;

  const data = query.data;
  const pageCount = data ? pageCountOf(data.total, DEFAULT_PAGE_SIZE) : 1;
  const searchOfPage = (page: number) => listSearch({ page, sort: list.sort }, d.paginated);
  const rejected = query.isError && isApiError(query.error) && query.error.status === 400;
  const defaultSort = d.paginated ? DEFAULT_SORT : null;
  // A page past the end (an old link, or the list shrank): back to the last page, or page 1 (quietly).
  const beyondEnd =
    d.paginated &&
    list.page > 1 &&
    (rejected ||
      (data &&
        !query.isPlaceholderData &&
        data.rows.length === 0 &&
        data.total > 0 &&
        list.page > pageCount));
  if (beyondEnd) {
    const page = data && data.total > 0 ? pageCount : 1;
    return <Navigate to={{ pathname: location.pathname, search: searchOfPage(page) }} replace />;
  }
  // A sort the server refuses (a hand-edited address; the toast said why): back to the default order.
  if (rejected && list.sort && formatSort(list.sort) !== (defaultSort && formatSort(defaultSort))) {
    const search = listSearch({ page: 1, sort: defaultSort }, d.paginated);
    return <Navigate to={{ pathname: location.pathname, search }} replace />;
  }

  const rows = data?.rows ?? [];
  const lastRowOfPage = d.paginated && rows.length === 1 && list.page > 1;
  const outletContext: EntityListOutletContext = {
    searchAfterDelete: lastRowOfPage ? searchOfPage(list.page - 1) : list.search,
    rows,
  };
  const range = data ? pageRange(list.page, DEFAULT_PAGE_SIZE, data.total) : null;

  return (
    <div data-testid={`entity-list-${d.name}`} data-query={list.search} data-busy={query.isFetching}>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <PageTitle testId="entity-list-title" className="mb-0">
          {t(entityKey(d, 'home.title'))}
        </PageTitle>
        <div className="d-flex gap-2">
          <Button
            variant="outline-secondary"
            // aria-disabled, not disabled: a disabled button would drop the keyboard focus.
            onClick={() => void (query.isFetching || query.refetch())}
            aria-disabled={query.isFetching}
            className={query.isFetching ? 'disabled' : undefined}
            data-testid="entity-refresh"
          >
            <Icon name="refresh" className="me-1" />
            {t('entities.common.refresh')}
          </Button>
          {!d.readOnly && (
            <LinkButton
              to={paths.entity.create.getHref(d.name, list.search)}
              variant="primary"
              data-testid="entity-create"
            >
              <Icon name="plus" className="me-1" />
              {t(entityKey(d, 'home.createLabel'))}
            </LinkButton>
          )}
        </div>
      </div>
      <BusyRegion busy={query.isFetching}>
        {query.isPending ? (
          query.fetchStatus === 'idle' ? null : (
            <Loading announce={false} />
          )
        ) : query.isError && !data ? (
          <Alert variant="danger" data-testid="entity-list-error">
            {t('entities.common.loadError')}
          </Alert>
        ) : rows.length === 0 ? (
          <Alert variant="warning" data-testid="entity-empty">
            {t(entityKey(d, 'home.notFound'))}
          </Alert>
        ) : (
          <>
            <EntityTable d={d} rows={rows} sort={list.sort} onSort={list.setSort} search={list.search} />
            {d.paginated && data && range && (
              <div className="mt-3 d-flex flex-column align-items-center gap-2">
                <div className="text-body-secondary small" data-testid="item-count">
                  {t('entities.common.itemCount', {
                    first: formatNumber(range.first, i18n.language),
                    second: formatNumber(range.last, i18n.language),
                    total: formatNumber(data.total, i18n.language),
                  })}
                </div>
                <ListPagination
                  page={list.page}
                  total={data.total}
                  size={DEFAULT_PAGE_SIZE}
                  onSelect={list.setPage}
                  labels={{
                    nav: t('entities.common.pagination.nav'),
                    first: t('entities.common.pagination.first'),
                    previous: t('entities.common.pagination.previous'),
                    next: t('entities.common.pagination.next'),
                    last: t('entities.common.pagination.last'),
                  }}
                />
              </div>
            )}
          </>
        )}
      </BusyRegion>
      <Outlet context={outletContext} />
    </div>
  );
}
