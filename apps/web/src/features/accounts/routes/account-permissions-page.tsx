import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { SERVICES_BY_ROLE, type AccountDto, type CrudOperation, type ServiceCode } from '@app/contracts';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { usePermissionSheet } from '../api/get-permission-sheet';
import { useSaveServicePermissions } from '../api/save-service-permission';
import type { PermissionSheetEntry } from '../api/types';
import { AreaAlert, PageState } from '../components/area-alert';
import { PermissionEditor } from '../components/permission-editor';
import type { PermissionRow } from '../components/permission-table';
import { useAccountContext, type AccountContext } from '../hooks/use-account-context';
import { useVisibleAccount } from '../hooks/use-visible-account';
import { accountDisplayName, roleOf } from '../utils/account-rules';
import {
  FULL_SWITCHES,
  recordFlags,
  sameSwitches,
  switchesOf,
  ungrantableOperations,
  type Switches,
} from '../utils/permission-flags';

/**
 * /accounts/{id}/permissions (part 2 §2, §6): the service permissions of the account's user, one
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
  const [drafts, setDrafts] = useState<Record<string, Switches>>({});
  const [saved, setSaved] = useState(false);
  const role = roleOf(account);
  const services: readonly ServiceCode[] = role ? SERVICES_BY_ROLE[role] : [];
  const entries = (sheet.data ?? []).filter((e) => services.includes(e.tabServiceCode as ServiceCode));
  const mayCreate = context.can('USER_MANAGEMENT', 'create');
  const mayUpdate = context.can('USER_MANAGEMENT', 'update');

  const initial = (entry: PermissionSheetEntry): Switches =>
    entry.id === null ? FULL_SWITCHES : switchesOf(entry);
  const ungrantable = (entry: PermissionSheetEntry) =>
    ungrantableOperations(context.subject, entry.tabServiceCode as ServiceCode);
  const editable = (entry: PermissionSheetEntry) => (entry.id === null ? mayCreate : mayUpdate);
  const rows: PermissionRow[] = entries.map((entry) => {
    const start = initial(entry);
    const current = drafts[entry.tabServiceCode] ?? start;
    const refused = ungrantable(entry);
    const disabled = editable(entry)
      ? refused
      : new Set<CrudOperation>(['create', 'read', 'update', 'delete']);
    return {
      code: entry.tabServiceCode,
      name: entry.tabServiceName,
      readOnly: entry.tabServiceReadOnly,
      switches: current,
      stored: entry.id !== null,
      changed: !sameSwitches(current, start),
      disabled,
    };
  });
  const changed = entries.filter((entry) => rows.find((r) => r.code === entry.tabServiceCode)?.changed);

  const toggle = (code: string, operation: CrudOperation, on: boolean) => {
    const entry = entries.find((e) => e.tabServiceCode === code);
    if (!entry) return;
    setSaved(false);
    const next = { ...(drafts[code] ?? initial(entry)), [operation]: on };
    // A record the caller writes can hold only what it may grant: those switches go off with it.
    for (const op of ungrantable(entry)) next[op] = false;
    setDrafts({ ...drafts, [code]: next });
  };

  const submit = () => {
    const records = changed.map((entry) => ({
      ...entry,
      ...recordFlags(drafts[entry.tabServiceCode]!, entry.tabServiceReadOnly, ungrantable(entry)),
      createdById: context.myUserId ?? entry.createdById,
    }));
    save.mutate(records, {
      onSuccess: () => {
        setDrafts({});
        setSaved(true);
      },
    });
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
          saved={saved}
          onDismissSaved={() => setSaved(false)}
          saving={save.isPending}
          changedCount={changed.length}
          onToggle={toggle}
          onUndo={() => setDrafts({})}
          onSave={submit}
          backHref={paths.accounts.detail.getHref(account.id, role)}
        />
      )}
    </>
  );
}
