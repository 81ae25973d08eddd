import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { ADDRESS_PERMISSION_SERVICES, type AccountDto } from '@app/contracts';
import { Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useAddress } from '../api/get-address';
import { useAddressPermissions } from '../api/get-address-permissions';
import { usePartner } from '../api/get-partner';
import { useTabServices } from '../api/get-tab-services';
import { useSaveAddressPermissions, type AddressPermissionChange } from '../api/save-address-permission';
import { AreaAlert } from './area-alert';
import { cityWithProvince } from './address-table';
import { PermissionEditor } from './permission-editor';
import type { PermissionRow } from './permission-table';
import type { AccountContext } from '../hooks/use-account-context';
import { usePermissionDraft } from '../hooks/use-permission-draft';
import { accountDisplayName, roleOf } from '../utils/account-rules';
import { FULL_SWITCHES, recordFlags, switchesOf, ungrantableOperations } from '../utils/permission-flags';

/** The address-level permission switches (DEVICE_MANAGEMENT, STATISTICS_MANAGEMENT) of an account's user at one address. */
export function AddressPermissions({
  account,
  userId,
  addressId,
  context,
}: {
  account: AccountDto;
  userId: number;
  addressId: number;
  context: AccountContext;
}) {
  const { t } = useTranslation();
  const mayRead = context.can('USER_MANAGEMENT', 'read');
  const address = useAddress(addressId, context.can('ADDRESS_MANAGEMENT', 'read'));
  const partner = usePartner(address.data?.partnerId);
  const services = useTabServices(mayRead);
  const records = useAddressPermissions(userId, addressId, mayRead);
  const save = useSaveAddressPermissions(userId, addressId);
  const role = roleOf(account);
  const mayCreate = context.can('USER_MANAGEMENT', 'create');
  const mayUpdate = context.can('USER_MANAGEMENT', 'update');
  const mayDelete = context.can('USER_MANAGEMENT', 'delete');

  const lines = ADDRESS_PERMISSION_SERVICES.flatMap((code) => {
    const service = services.data?.find((s) => s.code === code);
    if (!service) return [];
    const record = records.data?.find((r) => r.tabServiceId === service.id);
    const start = record ? switchesOf(record) : FULL_SWITCHES;
    const refused = ungrantableOperations(context.subject, code);
    return [{ code, service, record, start, refused, editable: record ? mayUpdate : mayCreate }];
  });
  const draft = usePermissionDraft(lines);

  const change = (
    line: (typeof lines)[number],
    flags: AddressPermissionChange['flags'],
  ): AddressPermissionChange => ({
    record: line.record,
    flags,
    userId,
    addressId,
    tabServiceId: line.service.id,
    createdById: context.myUserId ?? 0,
  });
  const done = { onSuccess: draft.markSaved };

  const rows: PermissionRow[] = lines.map((line) => ({
    code: line.code,
    name: line.service.name,
    readOnly: line.service.readOnly,
    stored: !!line.record,
    ...draft.rowState(line),
    extra:
      line.record && mayDelete ? (
        <Button
          size="sm"
          variant="outline-secondary"
          disabled={save.isPending}
          onClick={() => save.mutate([change(line, null)], done)}
          data-testid={`perm-${line.code}-reset`}
        >
          {t('accountManagement.permissions.reset')}
        </Button>
      ) : undefined,
  }));
  const submit = () =>
    save.mutate(
      draft.changed.map(({ line, switches }) =>
        change(line, recordFlags(switches, line.service.readOnly, line.refused)),
      ),
      done,
    );

  const place = partner.data
    ? [partner.data.address, cityWithProvince(partner.data)].filter(Boolean).join(', ')
    : '';
  return (
    <>
      <PageTitle testId="address-permissions-title" className="mb-1">
        {t('accountManagement.permissions.addressTitle', { name: accountDisplayName(account) })}
      </PageTitle>
      <p className="text-body-secondary mb-4" data-testid="address-permissions-address">
        {place || `#${addressId}`}
      </p>
      {!mayRead ? (
        <AreaAlert kind="notAuthorized" />
      ) : services.isPending || records.isPending ? (
        <Loading />
      ) : services.isError || records.isError ? (
        <AreaAlert kind="loadError" />
      ) : (
        <PermissionEditor
          hint={t('accountManagement.permissions.addressHint')}
          rows={rows}
          saved={draft.saved}
          onDismissSaved={draft.dismissSaved}
          saving={save.isPending}
          changedCount={draft.changed.length}
          onToggle={draft.toggle}
          onSave={submit}
          backHref={paths.accounts.detail.getHref(account.id, role)}
        />
      )}
    </>
  );
}
