import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { UserView } from '@app/contracts';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/auth/session';
import { useListParams, type SortState } from '../../../lib/list-params';
import { useUsers } from '../../../features/admin/api/get-users';
import { toManagedUser, useSaveUser } from '../../../features/admin/api/save-user';
import { AdminPageHeader } from '../../../features/admin/components/admin-page-header';
import { AdminPagination } from '../../../features/admin/components/admin-pagination';
import { UserTable } from '../../../features/admin/components/user-table';

const PAGE_SIZE = 20;
const DEFAULT_SORT: SortState = { property: 'id', direction: 'asc' };

/** /admin/user-management: the users, page and sort in the address bar; the delete dialog shows over it. */
export function UserManagementPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { user } = useSession();
  const list = useListParams({ paginated: true, defaultSort: DEFAULT_SORT });
  const users = useUsers({ page: list.page, size: PAGE_SIZE, sort: list.sort });
  const save = useSaveUser();
  if (list.needsNormalising)
    return <Navigate to={{ pathname: location.pathname, search: list.search }} replace />;
  const toggle = (user: UserView) => save.mutate({ ...toManagedUser(user), activated: !user.activated });
  const data = users.data;

  return (
    <div data-testid="user-management-page" data-busy={users.isFetching || save.isPending}>
      <AdminPageHeader
        testId="user-management-title"
        title={t('userManagement.home.title')}
        onRefresh={() => void users.refetch()}
        refreshing={users.isFetching}
      >
        <LinkButton to={paths.admin.userNew.getHref(list.search)} data-testid="user-create">
          <Icon name="plus" className="me-1" />
          {t('userManagement.home.createLabel')}
        </LinkButton>
      </AdminPageHeader>
      {users.isPending ? (
        <Loading />
      ) : !data ? (
        <Alert variant="danger">{t('admin.common.loadError')}</Alert>
      ) : data.rows.length === 0 ? (
        <Alert variant="warning">{t('userManagement.home.notFound')}</Alert>
      ) : (
        <>
          <UserTable
            users={data.rows}
            currentLogin={user?.login}
            sort={list.sort}
            onSort={list.setSort}
            search={list.search}
            onToggleActivated={toggle}
            toggling={save.isPending}
          />
          <AdminPagination page={list.page} size={PAGE_SIZE} total={data.total} onSelect={list.setPage} />
        </>
      )}
      <Outlet />
    </div>
  );
}
