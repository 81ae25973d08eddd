import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { ListPagination, pageRange } from '../../../components/ui/list-pagination';
import { BusyRegion, Loading } from '../../../components/ui/loading';
import { formatNumber } from '../../../lib/formatters';
import type { SortState } from '../../../lib/list-params';
import { ATTENTION_PAGE_SIZE, type useAttention } from '../api/get-attention';
import { HealthAlert } from './health-alert';
import { HealthAttentionTable } from './health-attention-table';

/**
 * The accounts that need attention on /fleet/health: the sortable table, its count and its pages, or
 * `attention-empty` when none does. Test ids `attention-region`, `attention-count`, `attention-empty`.
 */
export function AttentionSection({
  attention,
  sort,
  page,
  onSort,
  onPage,
  language,
}: {
  attention: ReturnType<typeof useAttention>;
  sort: SortState;
  page: number;
  onSort: (property: string) => void;
  onPage: (page: number) => void;
  language: string;
}) {
  const { t } = useTranslation();
  if (attention.isPending) return <Loading announce={false} />;
  if (attention.isError && !attention.data) return <HealthAlert kind="loadError" />;
  const data = attention.data!;
  if (data.total === 0)
    return (
      <Alert variant="info" data-testid="attention-empty">
        {t('fleetHealth.attention.empty')}
      </Alert>
    );
  const range = pageRange(page, ATTENTION_PAGE_SIZE, data.total);
  return (
    <BusyRegion busy={attention.isFetching} testId="attention-region">
      <HealthAttentionTable rows={data.rows} sort={sort} onSort={onSort} />
      <div className="mt-3 d-flex flex-column align-items-center gap-2">
        <div className="text-body-secondary small" data-testid="attention-count">
          {t('fleetHealth.attention.itemCount', {
            first: formatNumber(range.first, language),
            second: formatNumber(range.last, language),
            total: formatNumber(data.total, language),
          })}
        </div>
        {data.total > ATTENTION_PAGE_SIZE && (
          <ListPagination
            page={page}
            total={data.total}
            size={ATTENTION_PAGE_SIZE}
            onSelect={onPage}
            labels={{
              nav: t('fleetHealth.attention.pagination.nav'),
              first: t('fleetHealth.attention.pagination.first'),
              previous: t('fleetHealth.attention.pagination.previous'),
              next: t('fleetHealth.attention.pagination.next'),
              last: t('fleetHealth.attention.pagination.last'),
            }}
          />
        )}
      </div>
    </BusyRegion>
  );
}
