import { useTranslation } from 'react-i18next';
import { ListPagination, pageRange } from '../../../components/ui/list-pagination';
import { formatNumber } from '../../../lib/formatters';

/** "Items 1 - 20 of 57" and the page buttons of an administration list (page 1-based). */
export function AdminPagination({
  page,
  size,
  total,
  onSelect,
}: {
  page: number;
  size: number;
  total: number;
  onSelect: (page: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const range = pageRange(page, size, total);
  return (
    <div className="mt-3 d-flex flex-column align-items-center gap-2">
      <div className="text-body-secondary small" data-testid="item-count">
        {t('admin.common.itemCount', {
          first: formatNumber(range.first, i18n.language),
          second: formatNumber(range.last, i18n.language),
          total: formatNumber(total, i18n.language),
        })}
      </div>
      <ListPagination
        page={page}
        total={total}
        size={size}
        onSelect={onSelect}
        labels={{
          nav: t('admin.common.pagination.nav'),
          first: t('admin.common.pagination.first'),
          previous: t('admin.common.pagination.previous'),
          next: t('admin.common.pagination.next'),
          last: t('admin.common.pagination.last'),
        }}
      />
    </div>
  );
}
