import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import type { UserView } from '@app/contracts';
import { Icon, type IconName } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { SortHeader } from '../../../components/ui/sort-header';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/formatters';
import type { SortState } from '../../../lib/list-params';

/** A small icon button with its name as tooltip and accessible label. */
function ActionLink(props: { to: string; variant: string; icon: IconName; label: string; testId: string }) {
  return (
    <LinkButton
      size="sm"
      variant={props.variant}
      to={props.to}
      title={props.label}
      aria-label={props.label}
      data-testid={props.testId}
    >
      <Icon name={props.icon} />
    </LinkButton>
  );
}

/** The user list: sortable columns, the activated switch-button, authorities, view/edit/delete. */
export function UserTable({
  users,
  currentLogin,
  sort,
  onSort,
  search,
  onToggleActivated,
  toggling,
}: {
  users: UserView[];
  currentLogin: string | undefined;
  sort: SortState | null;
  onSort: (property: string) => void;
  search: string;
  onToggleActivated: (user: UserView) => void;
  toggling: boolean;
}) {
  const { t } = useTranslation();
  const header = (property: string) => (
    <SortHeader property={property} label={t(`userManagement.${property}`)} sort={sort} onSort={onSort} />
  );
  return (
    <Table striped hover responsive size="sm" className="align-middle small" data-testid="user-table">
      <thead>
        <tr>
          {header('id')}
          {header('login')}
          {header('email')}
          <th scope="col" />
          {header('langKey')}
          <th scope="col">{t('userManagement.profiles')}</th>
          {header('createdDate')}
          {header('lastModifiedDate')}
          <th scope="col" />
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id} data-testid={`user-row-${user.login}`} data-activated={user.activated}>
            <td>{user.id}</td>
            <td>{user.login}</td>
            <td>{user.email}</td>
            <td>
              <Button
                size="sm"
                variant={user.activated ? 'success' : 'danger'}
                disabled={toggling || user.login === currentLogin}
                onClick={() => onToggleActivated(user)}
                data-testid={`user-activated-${user.login}`}
                title={user.activated ? t('userManagement.deactivate') : t('userManagement.activate')}
              >
                {user.activated ? t('userManagement.activated') : t('userManagement.deactivated')}
              </Button>
            </td>
            <td>{t(`global.languages.${user.langKey}`, { defaultValue: user.langKey })}</td>
            <td>
              {user.authorities.map((a) => (
                <Badge key={a} bg="info" className="me-1 text-dark" title={a}>
                  {a.replace(/^ROLE_/, '')}
                </Badge>
              ))}
            </td>
            <td className="text-nowrap">{formatDateTime(user.createdDate)}</td>
            <td className="text-nowrap">
              {formatDateTime(user.lastModifiedDate)}
              {user.lastModifiedBy && (
                <div className="small text-body-secondary">
                  {t('userManagement.modifiedBy', { login: user.lastModifiedBy })}
                </div>
              )}
            </td>
            <td className="text-end text-nowrap">
              <div className="btn-group">
                <ActionLink
                  to={paths.admin.userDetail.getHref(user.login, search)}
                  variant="info"
                  icon="eye"
                  label={t('admin.common.view')}
                  testId={`user-view-${user.login}`}
                />
                <ActionLink
                  to={paths.admin.userEdit.getHref(user.login, search)}
                  variant="primary"
                  icon="pencil"
                  label={t('admin.common.edit')}
                  testId={`user-edit-${user.login}`}
                />
                {user.login !== currentLogin && (
                  <ActionLink
                    to={paths.admin.userDelete.getHref(user.login, search)}
                    variant="danger"
                    icon="trash"
                    label={t('admin.common.delete')}
                    testId={`user-delete-${user.login}`}
                  />
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
