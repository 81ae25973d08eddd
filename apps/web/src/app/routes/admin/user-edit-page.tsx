import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useAuthorities } from '../../../features/admin/api/get-authorities';
import { useUser } from '../../../features/admin/api/get-user';
import { useSaveUser } from '../../../features/admin/api/save-user';
import { UserForm } from '../../../features/admin/components/user-form';

/** /admin/user-management/new and /{login}/edit; after saving, back to the list with its page and sort. */
export function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useParams().login;
  const user = useUser(login ?? '', login !== undefined);
  const authorities = useAuthorities();
  const save = useSaveUser();
  const loading = (login !== undefined && user.isPending) || authorities.isPending;
  const back = paths.admin.users.getHref(search);

  return (
    <div data-testid="user-edit-page" className="col-lg-8">
      <PageTitle testId="user-edit-title">
        {login ? t('userManagement.home.editLabel', { login }) : t('userManagement.home.createLabel')}
      </PageTitle>
      {loading ? (
        <Loading />
      ) : (login && !user.data) || !authorities.data ? (
        <Alert variant="danger">{t('admin.common.loadError')}</Alert>
      ) : (
        <UserForm
          user={user.data ?? null}
          authorities={authorities.data}
          saving={save.isPending}
          onSubmit={(values) => save.mutate(values, { onSuccess: () => void navigate(back) })}
        >
          <LinkButton variant="secondary" to={back} data-testid="user-cancel">
            <Icon name="arrowLeft" className="me-1" />
            {t('admin.common.back')}
          </LinkButton>
        </UserForm>
      )}
    </div>
  );
}
