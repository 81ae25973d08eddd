import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { creatableTypes, type AccountRole } from '@app/contracts';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useAccountTrail } from '../../../features/accounts/api/get-account-trail';
import { useAccountTypes } from '../../../features/accounts/api/get-account-types';
import { useCreateAccount } from '../../../features/accounts/api/create-account';
import { AccountForm, type AccountFormResult } from '../../../features/accounts/components/account-form';
import { AreaAlert } from '../../../features/accounts/components/area-alert';
import { useAccountContext } from '../../../features/accounts/hooks/use-account-context';
import { accountDisplayName, isAccountRole } from '../../../features/accounts/utils/account-rules';
import type { CreatedAccountState } from './account-detail-page';

/**
 * /accounts/new?type=..&parent={uuid} (docs/product.md#accounts-area): the create form under the parent account
 * (default the caller's own). The type select offers only the types the caller may create there
 * (creatableTypes); the fields follow the chosen type. On success the app moves to the new
 * account, which shows the generated password once.
 */
export function AccountNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const context = useAccountContext();
  const own = context.current;
  const parentUuid = search.get('parent') ?? own?.uuid;
  const isOwn = !!own && parentUuid === own.uuid;
  const lookUp = context.ready && !isOwn && context.can('USER_MANAGEMENT', 'read');
  const trail = useAccountTrail(parentUuid, own?.id, lookUp);
  const types = useAccountTypes(lookUp);
  const create = useCreateAccount();
  const parentSummary = trail.data?.at(-1);
  const lookedUp = types.data?.find((type) => type.id === parentSummary?.typeId)?.role;
  const parentRole: AccountRole | undefined = isOwn
    ? context.role
    : isAccountRole(lookedUp)
      ? lookedUp
      : undefined;
  const parentName = isOwn
    ? own && accountDisplayName(own)
    : parentSummary &&
      (parentSummary.comPartnerAccountBusinessName ||
        parentSummary.comPartnerName ||
        parentSummary.userLogin);
  const allowed = parentRole ? creatableTypes(context.subject, parentRole) : [];
  const requested = search.get('type');

  const submit = async (result: AccountFormResult) => {
    const created = await create.mutateAsync({
      type: result.type,
      parentUuid: parentUuid ?? undefined,
      login: result.login,
      data: result.data,
    });
    const state: CreatedAccountState = { createdPassword: created.createdPassword };
    await navigate(paths.accounts.detail.getHref(created.id, result.type, parentUuid ?? undefined), {
      state,
    });
  };

  let body;
  if (context.failed) body = <AreaAlert kind="loadError" />;
  else if (!context.ready || (lookUp && (trail.isPending || types.isPending))) body = <Loading />;
  else if (!isOwn && !lookUp) body = <AreaAlert kind="notAuthorized" />;
  else if (!parentRole) body = <AreaAlert kind="unknownAccount" />;
  else if (allowed.length === 0)
    body = (
      <Alert variant="warning" data-testid="account-create-not-allowed">
        {t('accountManagement.create.notAllowed')}
      </Alert>
    );
  else
    body = (
      <Card className="shadow-sm border-0">
        <Card.Body>
          <AccountForm
            mode="create"
            types={allowed}
            defaultValues={{ type: requested ?? undefined }}
            saving={create.isPending}
            onSubmit={submit}
            onCancel={() => void navigate(paths.accounts.list.getHref(parentUuid ?? undefined))}
          />
        </Card.Body>
      </Card>
    );

  return (
    <div data-testid="account-new-page">
      <PageTitle testId="account-new-title" className="mb-1">
        {t('accountManagement.create.title')}
      </PageTitle>
      {parentName && (
        <p className="text-body-secondary mb-4" data-testid="account-new-parent">
          {t('accountManagement.create.parent', { name: parentName })}
        </p>
      )}
      {body}
    </div>
  );
}
