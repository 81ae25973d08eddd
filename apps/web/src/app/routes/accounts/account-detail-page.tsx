import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ACCOUNT_FORM_FIELDS,
  ADDRESS_OWNING_TYPES,
  MANAGEMENT_SERVICE_OF_TYPE,
  type AccountDto,
} from '@app/contracts';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useUpdateAccount } from '../../../features/accounts/api/update-account';
import {
  AccountAddresses,
  type AddressDialogContext,
} from '../../../features/accounts/components/account-addresses';
import { AccountDetails } from '../../../features/accounts/components/account-details';
import {
  AccountForm,
  EDITABLE_STATES,
  type AccountFormResult,
} from '../../../features/accounts/components/account-form';
import { AreaAlert, PageState } from '../../../features/accounts/components/area-alert';
import { CreatedPasswordAlert } from '../../../features/accounts/components/created-password-alert';
import { useAccountContext, type AccountContext } from '../../../features/accounts/hooks/use-account-context';
import { useVisibleAccount } from '../../../features/accounts/hooks/use-visible-account';
import {
  accountDisplayName,
  accountFieldValue,
  roleOf,
} from '../../../features/accounts/utils/account-rules';

/** The navigation state the create page leaves: the generated password, shown once. */
export interface CreatedAccountState {
  createdPassword?: string;
}

/**
 * /accounts/{id}?type=..&parent=.. (docs/product.md#accounts-area): the account read-only, with an Edit toggle to the
 * form (the caller's update permission on the type's management service, or its own account), the
 * permissions link, the air quality thresholds link (DEVICE_MANAGEMENT read), and for dealers,
 * GDO/GDS stores and customers the address list (ADDRESS_MANAGEMENT).
 * Right after a create it shows the generated password once.
 */
export function AccountDetailPage() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const context = useAccountContext();
  const { state, account } = useVisibleAccount(context, id, search.get('type'));
  const [createdPassword] = useState(() => (location.state as CreatedAccountState | null)?.createdPassword);
  useEffect(() => {
    // Shown once: a reload or a later visit of this history entry no longer has it.
    if ((location.state as CreatedAccountState | null)?.createdPassword)
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate]);

  return (
    <div data-testid="account-detail-page">
      {state === 'ready' && account ? (
        <AccountView account={account} context={context} createdPassword={createdPassword} />
      ) : (
        <PageState state={state} />
      )}
    </div>
  );
}

function AccountView({
  account,
  context,
  createdPassword,
}: {
  account: AccountDto;
  context: AccountContext;
  createdPassword: string | undefined;
}) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const location = useLocation();
  const [editing, setEditing] = useState(false);
  const update = useUpdateAccount();
  // Leaving the form (cancel or save) puts focus back on the Edit button that opened it.
  const editToggle = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editToggle.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const role = roleOf(account);
  if (!role) return <AreaAlert kind="unknownAccount" />;
  const own = account.id === context.current?.id;
  const service = MANAGEMENT_SERVICE_OF_TYPE[role];
  const mayUpdate = own || context.isSuperUser || context.can(service, 'update');
  const withSettings = !own || context.isSuperUser;
  const mayGrant = !own && account.userId !== null && context.can('USER_MANAGEMENT', 'read');
  // The account's thresholds hold for its subtree (decision 040): read with the devices' permission.
  const mayThresholds = context.can('DEVICE_MANAGEMENT', 'read');
  const showAddresses =
    ADDRESS_OWNING_TYPES.includes(role) &&
    account.comPartnerAccountId !== null &&
    context.can('ADDRESS_MANAGEMENT', 'read');
  const parent = search.get('parent') ?? (own ? undefined : (account.parentUUID ?? undefined));
  const login = account.user?.login ?? String(account.id);

  const save = (result: AccountFormResult) =>
    update.mutateAsync(
      {
        id: account.id,
        body: { data: result.data, ...(result.settings ?? {}) } as Parameters<
          typeof update.mutateAsync
        >[0]['body'],
      },
      { onSuccess: () => setEditing(false) },
    );
  const defaults = Object.fromEntries(ACCOUNT_FORM_FIELDS.map((f) => [f, accountFieldValue(account, f)]));
  const noDialog: AddressDialogContext = {
    closeHref: `${location.pathname.replace(/\/edit-address$/, '')}`,
    firstAddress: false,
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <PageTitle testId="account-detail-title" className="mb-0">
          {t('accountManagement.detail.title', {
            role: t(`accountManagement.roles.${role}`),
            name: accountDisplayName(account),
          })}
        </PageTitle>
        <span className="text-body-secondary" data-testid="account-detail-login">
          {login} · {t(`accountManagement.roles.${role}`)}
        </span>
      </div>
      {createdPassword && <CreatedPasswordAlert login={login} password={createdPassword} />}
      <Card className="shadow-sm border-0">
        <Card.Body>
          {editing ? (
            <AccountForm
              mode="edit"
              types={[role]}
              defaultValues={{
                ...defaults,
                state: (EDITABLE_STATES as readonly string[]).includes(account.state)
                  ? account.state
                  : 'ACTIVE',
                iotStatusFrequency: account.iotStatusFrequency,
                maxIotRequestPerMonth: account.maxIotRequestPerMonth,
              }}
              withSettings={withSettings}
              saving={update.isPending}
              onSubmit={save}
              onCancel={() => setEditing(false)}
              focusFirstField
            />
          ) : (
            <AccountDetails account={account} role={role} />
          )}
        </Card.Body>
      </Card>
      {!editing && (
        <div className="d-flex flex-wrap gap-2 mt-4">
          <LinkButton to={paths.accounts.list.getHref(parent)} variant="secondary" data-testid="account-back">
            <Icon name="arrowLeft" className="me-1" />
            {t('accountManagement.common.back')}
          </LinkButton>
          {mayUpdate && (
            <Button
              ref={editToggle}
              variant="primary"
              onClick={() => setEditing(true)}
              data-testid="account-edit-toggle"
            >
              <Icon name="pencil" className="me-1" />
              {t('accountManagement.common.edit')}
            </Button>
          )}
          {mayGrant && (
            <LinkButton
              to={paths.accounts.permissions.getHref(account.id)}
              variant="outline-secondary"
              data-testid="account-permissions"
            >
              <Icon name="lock" className="me-1" />
              {t('accountManagement.detail.permissions')}
            </LinkButton>
          )}
          {mayThresholds && (
            <LinkButton
              to={paths.accounts.thresholds.getHref(account.id, role)}
              variant="outline-secondary"
              data-testid="account-thresholds"
            >
              <Icon name="sliders" className="me-1" />
              {t('thresholds.account.link')}
            </LinkButton>
          )}
        </div>
      )}
      {showAddresses ? (
        <AccountAddresses account={account} context={context} />
      ) : (
        <Outlet context={noDialog} />
      )}
    </>
  );
}
