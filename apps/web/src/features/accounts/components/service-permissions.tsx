import { useTranslation } from 'react-i18next';
import { SERVICES_BY_ROLE, type AccountDto, type ServiceCode } from '@app/contracts';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { usePermissionSheet } from '../api/get-permission-sheet';
import { useSaveServicePermissions } from '../api/save-service-permission';
import { AreaAlert } from './area-alert';
import { PermissionEditor } from './permission-editor';
import type { PermissionRow } from './permission-table';
import type { AccountContext } from '../hooks/use-account-context';
import { usePermissionDraft } from '../hooks/use-permission-draft';
import { accountDisplayName, roleOf } from '../utils/account-rules';
import { FULL_SWITCHES, recordFlags, switchesOf, ungrantableOperations } from '../utils/permission-flags';

/** The service permission switches of an account's user (USER_MANAGEMENT read; create/update as the caller may), saved row by row. */
export function ServicePermissions({
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
