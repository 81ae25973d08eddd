import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { EntityBody } from '@app/contracts';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { BusyRegion, Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { isApiError } from '../../../lib/api-error';
import {
  useAccountAddresses,
  useAddress,
  type AddressOption,
} from '../../../features/devices/api/get-addresses';
import { useDevice } from '../../../features/devices/api/get-device';
import { useDeviceModels } from '../../../features/devices/api/get-device-models';
import { useOwnerAccount } from '../../../features/devices/api/get-owner-account';
import { useSaveDevice } from '../../../features/devices/api/save-device';
import { DeviceForm, type SellerOption } from '../../../features/devices/components/device-form';
import { DeviceFormAlert } from '../../../features/devices/components/device-form-alert';
import { useFormBack } from '../../../features/devices/hooks/use-form-back';
import { accountLabel } from '../../../features/devices/utils/account-label';
import { useDevicePermissions } from '../../../lib/devices/use-device-permissions';

const idOf = (value: string | null | undefined) =>
  value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined;

/** The management services of the device-owning account types: reading any owner's account needs them all. */
const OWNER_SERVICES = [
  'CUSTOMER_MANAGEMENT',
  'DEALER_MANAGEMENT',
  'GDO_MANAGEMENT',
  'GDS_MANAGEMENT',
] as const;

/**
 * /devices/new?owner={account id}&addrId={address id} and /devices/{id}
 * (docs/product.md#devices-area): the device form. Create needs the owner in the query (else a
 * message, `device-owner-missing`, and a way back); the address is chosen among the owner's
 * addresses (GET api/com-partner-addrs/com-partner-account/{businessId}). After save the user goes
 * back where it came from. Test ids: `device-form-page`, `device-form-title`, see DeviceForm.
 */
export function DeviceFormPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const perms = useDevicePermissions();
  const back = useFormBack();
  const editId = idOf(params.id);
  const creating = editId === undefined;

  const device = useDevice(editId, perms.can('DEVICE_MANAGEMENT', 'read'));
  const ownerId = creating ? idOf(search.get('owner')) : (device.data?.ownerId ?? undefined);
  const presetAddress = creating ? idOf(search.get('addrId')) : (device.data?.addressId ?? undefined);
  const own = perms.current;
  const ownIsOwner = !!own && own.id === ownerId;
  const mayReadAddresses = perms.can('ADDRESS_MANAGEMENT', 'read');
  const mayReadOwner = perms.isSuperUser || OWNER_SERVICES.every((s) => perms.can(s, 'read'));

  // Whose addresses: the owner's business account, from the caller's own account, the preset address or the owner's account.
  const address = useAddress(presetAddress, perms.ready && mayReadAddresses && !ownIsOwner);
  const ownerAccount = useOwnerAccount(
    ownerId,
    perms.ready && !ownIsOwner && mayReadOwner && presetAddress === undefined,
  );
  const businessId = ownIsOwner
    ? own.comPartnerAccountId
    : (address.data?.accountId ?? ownerAccount.data?.comPartnerAccountId ?? undefined);
  const addresses = useAccountAddresses(businessId, perms.ready && mayReadAddresses);
  const models = useDeviceModels(perms.ready);
  const save = useSaveDevice();

  // The preset (or stored) address stays a choice even when the owner's list cannot be read or lacks it.
  const addressOptions: AddressOption[] = [...(addresses.data ?? [])];
  if (presetAddress !== undefined && !addressOptions.some((a) => a.id === presetAddress))
    addressOptions.push({ id: presetAddress, label: `#${presetAddress}`, accountId: null });
  const ownerLabel = device.data?.ownerLogin
    ? device.data.ownerLogin
    : ownIsOwner
      ? accountLabel(own)
      : ownerAccount.data
        ? accountLabel(ownerAccount.data)
        : (address.data?.accountBusinessName ?? `#${ownerId}`);
  const sellers: SellerOption[] = [];
  if (own) sellers.push({ id: own.id, label: accountLabel(own) });
  const stored = device.data;
  if (stored?.sellerId != null && stored.sellerId !== own?.id)
    sellers.push({ id: stored.sellerId, label: stored.sellerLogin ?? `#${stored.sellerId}` });
  // A new device is sold by the caller when it is not the owner itself.
  const initialSeller = creating && own && !ownIsOwner ? own.id : undefined;

  const mayWrite = perms.can('DEVICE_MANAGEMENT', creating ? 'create' : 'update');
  const waitingForAddresses =
    mayReadAddresses &&
    ((businessId !== undefined && businessId !== null && addresses.isPending) ||
      (!ownIsOwner && presetAddress !== undefined && address.isPending) ||
      (!ownIsOwner && presetAddress === undefined && mayReadOwner && ownerAccount.isPending));

  const onSubmit = async (body: EntityBody) => {
    await save.mutateAsync(body);
    back.go();
  };

  let body;
  if (perms.failed) body = <DeviceFormAlert kind="loadError" />;
  else if (!perms.ready) body = <Loading announce={false} />;
  else if (!mayWrite) body = <DeviceFormAlert kind="notAuthorized" />;
  else if (creating && ownerId === undefined)
    body = (
      <Alert variant="warning" data-testid="device-owner-missing">
        <p className="mb-2">{t('deviceManagement.form.ownerMissing')}</p>
        <p className="mb-0">{t('deviceManagement.form.ownerMissingHelp')}</p>
      </Alert>
    );
  else if (!creating && device.isPending) body = <Loading announce={false} />;
  else if (!creating && device.isError)
    body = (
      <DeviceFormAlert
        kind={isApiError(device.error) && device.error.status === 404 ? 'notFound' : 'loadError'}
      />
    );
  else if (models.isPending || waitingForAddresses) body = <Loading announce={false} />;
  else
    body = (
      <DeviceForm
        key={device.data?.id ?? 'new'}
        device={device.data}
        ownerId={ownerId!}
        ownerLabel={ownerLabel}
        initialAddressId={presetAddress}
        initialSellerId={initialSeller}
        addresses={addressOptions}
        models={models.data ?? []}
        sellers={sellers}
        saving={save.isPending}
        backHref={back.href}
        onSubmit={onSubmit}
      />
    );

  const showBack = !(perms.ready && mayWrite && (!creating || ownerId !== undefined) && !device.isError);
  return (
    <div data-testid="device-form-page">
      <PageTitle testId="device-form-title">
        {creating ? t('deviceManagement.form.titleCreate') : t('deviceManagement.form.titleEdit')}
      </PageTitle>
      <BusyRegion busy={!perms.ready && !perms.failed}>{body}</BusyRegion>
      {showBack && (
        <LinkButton to={back.href} variant="secondary" className="mt-3" data-testid="device-form-back">
          <Icon name="arrowLeft" className="me-1" />
          {t('deviceManagement.common.back')}
        </LinkButton>
      )}
    </div>
  );
}
