import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/formatters';
import { useUser } from '../../../features/admin/api/get-user';

/** /admin/user-management/{login}: every field of the user, read-only, with Back and Edit. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const login = useParams().login ?? '';
  const user = useUser(login);
  const u = user.data;
  if (user.isPending) return <Loading />;
  if (!u) return <Alert variant="danger">{t('userManagement.notFound', { login })}</Alert>;
  const fields: Array<[string, ReactNode]> = [
    ['id', u.id],
    ['login', u.login],
    ['firstName', u.firstName],
    ['lastName', u.lastName],
    ['email', u.email],
    ['activated', u.activated ? t('userManagement.activated') : t('userManagement.deactivated')],
    ['langKey', t(`global.languages.${u.langKey}`, { defaultValue: u.langKey })],
    ['createdBy', u.createdBy],
    ['createdDate', formatDateTime(u.createdDate)],
    ['lastModifiedBy', u.lastModifiedBy],
    ['lastModifiedDate', formatDateTime(u.lastModifiedDate)],
    [
      'profiles',
      u.authorities.map((a) => (
        <Badge key={a} bg="info" className="me-1 text-dark">
          {a}
        </Badge>
      )),
    ],
  ];
  return (
    <div data-testid="user-detail-page">
      <PageTitle testId="user-detail-title">{t('userManagement.detail.title', { login: u.login })}</PageTitle>
      <dl className="row" data-testid="user-detail">
        {fields.map(([key, value]) => (
          <div key={key} className="col-12 row mb-1" data-testid={`user-field-${key}`}>
            <dt className="col-sm-3">{t(`userManagement.${key}`)}</dt>
            <dd className="col-sm-9 mb-0">{value ?? ''}</dd>
          </div>
        ))}
      </dl>
      <div className="d-flex gap-2">
        <LinkButton variant="secondary" to={paths.admin.users.getHref(search)} data-testid="user-back">
          <Icon name="arrowLeft" className="me-1" />
          {t('admin.common.back')}
        </LinkButton>
        <LinkButton to={paths.admin.userEdit.getHref(u.login, search)} data-testid="user-detail-edit">
          <Icon name="pencil" className="me-1" />
          {t('admin.common.edit')}
        </LinkButton>
      </div>
    </div>
  );
}
