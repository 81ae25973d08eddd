import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { SERVICES_BY_ROLE, type AccountDto, type ServiceCode } from '@app/contracts';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { usePermissionSheet } from '../api/get-permission-sheet';
import { useSaveServicePermissions } from '../api/save-service-permission';
import { AreaAlert, PageState } from '../components/area-alert';
import { PermissionEditor } from '../components/permission-editor';
import type { PermissionRow } from '../components/permission-table';
import { useAccountContext, type AccountContext } from '../hooks/use-account-context';
import { usePermissionDraft } from '../hooks/use-permission-draft';
import { useVisibleAccount } from '../hooks/use-visible-account';
import { accountDisplayName, roleOf } from '../utils/account-rules';
import { FULL_SWITCHES, recordFlags, switchesOf, ungrantableOperations } from '../utils/permission-flags';

/**
 * /accounts/{id}/permissions (docs/product.md#accounts-area, docs/product.md#services-and-permissions): the service permissions of the account's user, one
 * row per service of its type, a switch per operation (read-only services: read only). Switches
 * the caller may not grant are disabled. Save writes the changed rows (POST new records, PUT
 * stored ones). Never for the caller's own account (nobody grants itself).
 */
export function AccountPermissionsPage() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const context = useAccountContext();
  const { state, account, own } = useVisibleAccount(context, id, search.get('type'));
  return (
    <div data-testid="account-permissions-page">
      {state === 'ready' && account ? (
        own || account.userId === null ? (
          <AreaAlert kind="notAuthorized" />
        ) : (
          <ServicePermissions account={account} userId={account.userId} context={context} />
        )
      ) : (
        <PageState state={state} />
      )}
    </div>
  );
}

function ServicePermissions({
  account,
  userId,
  context,
}: {
  account: AccountDto;
  userId: number;
  context: AccountContext;
}) {
  const { t } = useTranslation();
  const mayRead = context.can('USER_MANAGEMENT', 'read');
  const sheet = usePermissionSheet(userId, mayRead);
  const save = useSaveServicePermissions(userId);
  const role = roleOf(account);
  const services: readonly ServiceCode[] = role ? SERVICES_BY_ROLE[role] : [];
  const mayCreate = context.can('USER_MANAGEMENT', 'create');
  const mayUpdate = context.can('USER_MANAGEMENT', 'update');
  const lines = (sheet.data ?? [])
    .filter((entry) => services.includes(entry.tabServiceCode as ServiceCode))
    .map((entry) => ({
      entry,
      code: entry.tabServiceCode,
      start: entry.id === null ? FULL_SWITCHES : switchesOf(entry),
      refused: ungrantableOperations(context.subject, entry.tabServiceCode as ServiceCode),
      editable: entry.id === null ? mayCreate : mayUpdate,
    }));
  const draft = usePermissionDraft(lines);

  const rows: PermissionRow[] = lines.map((line) => ({
    code: line.code,
    name: line.entry.tabServiceName,
    readOnly: line.entry.tabServiceReadOnly,
    stored: line.entry.id !== null,
    ...draft.rowState(line),
  }));

  const submit = () => {
    const records = draft.changed.map(({ line: { entry, refused }, switches }) => ({
      ...entry,
      ...recordFlags(switches, entry.tabServiceReadOnly, refused),
      createdById: context.myUserId ?? entry.createdById,
    }));
    save.mutate(records, { onSuccess: draft.markSaved });
  };

  const login = account.user?.login ?? String(account.id);
  return (
    <>
      <PageTitle testId="account-permissions-title" className="mb-1">
        {t('accountManagement.permissions.title', { name: accountDisplayName(account) })}
      </PageTitle>
      <p className="text-body-secondary mb-4" data-testid="account-permissions-login">
        {login} · {role ? t(`accountManagement.roles.${role}`) : ''}
      </p>
      {!mayRead ? (
        <AreaAlert kind="notAuthorized" />
      ) : sheet.isPending ? (
        <Loading />
      ) : sheet.isError ? (
        <AreaAlert kind="loadError" />
      ) : (
        <PermissionEditor
          hint={t('accountManagement.permissions.hint')}
          rows={rows}
          saved={draft.saved}
          onDismissSaved={draft.dismissSaved}
          saving={save.isPending}
          changedCount={draft.changed.length}
          onToggle={draft.toggle}
          onUndo={draft.undo}
          onSave={submit}
          backHref={paths.accounts.detail.getHref(account.id, role)}
        />
      )}
    </>
  );
}
