import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@app/contracts';
import { ListPagination } from '../../../components/ui/list-pagination';
import { paths } from '../../../config/paths';

/** The pager: at most 5 numbered buttons; the page lives in the address bar (?page=). */
export function AccountsPager({
  page,
  total,
  search,
}: {
  page: number;
  total: number;
  search: (page: number) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ListPagination
      page={page}
      total={total}
      size={DEFAULT_PAGE_SIZE}
      onSelect={(n) => void navigate({ pathname: paths.accounts.list.getHref(), search: search(n) })}
      labels={{
        nav: t('accountManagement.pagination.nav'),
        first: t('accountManagement.pagination.first'),
        previous: t('accountManagement.pagination.previous'),
        next: t('accountManagement.pagination.next'),
        last: t('accountManagement.pagination.last'),
      }}
    />
  );
}
