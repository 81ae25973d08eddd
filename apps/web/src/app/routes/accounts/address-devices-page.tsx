import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { BusyRegion, Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useAddress } from '../../../features/accounts/api/get-address';
import { useAddressDevices } from '../../../features/accounts/api/get-address-devices';
import { usePartner } from '../../../features/accounts/api/get-partner';
import { cityWithProvince, referentOf } from '../../../features/accounts/components/address-table';
import { AreaAlert } from '../../../features/accounts/components/area-alert';
import { useAccountContext } from '../../../features/accounts/hooks/use-account-context';

const idOf = (value: string | null) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined);

/**
 * /accounts/address/devices?addressId=(&owner=): the devices at one address (DEVICE_MANAGEMENT
 * read), with a create-device button carrying the owner account id (default the caller's own) and
 * the address. Test ids `address-devices`, `address-devices-table`, rows `device-row-<id>`,
 * `address-device-create`, `devices-empty`.
 */
export function AddressDevicesPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const context = useAccountContext();
  const addressId = idOf(search.get('addressId'));
  const owner = idOf(search.get('owner')) ?? context.current?.id;
  const mayRead = context.can('DEVICE_MANAGEMENT', 'read');
  const devices = useAddressDevices(addressId, mayRead);
  const address = useAddress(addressId, context.can('ADDRESS_MANAGEMENT', 'read'));
  const partner = usePartner(address.data?.partnerId);
  const rows = devices.data ?? [];

  let body;
  if (context.failed) body = <AreaAlert kind="loadError" />;
  else if (!context.ready) body = <Loading announce={false} />;
  else if (addressId === undefined) body = <AreaAlert kind="unknownAddress" />;
  else if (!mayRead) body = <AreaAlert kind="notAuthorized" />;
  else if (devices.isPending) body = <Loading announce={false} />;
  else if (devices.isError) body = <AreaAlert kind="loadError" />;
  else if (rows.length === 0)
    body = (
      <Alert variant="warning" data-testid="devices-empty">
        {t('accountManagement.devices.notFound')}
      </Alert>
    );
  else
    body = (
      <Table striped hover responsive className="align-middle" data-testid="address-devices-table">
        <thead>
          <tr>
            <th scope="col">{t('accountManagement.devices.name')}</th>
            <th scope="col">{t('accountManagement.devices.serialNumber')}</th>
            <th scope="col">{t('accountManagement.devices.model')}</th>
            <th scope="col">{t('accountManagement.devices.place')}</th>
            <th scope="col">{t('accountManagement.devices.enabled')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((device) => (
            <tr key={device.id} data-testid={`device-row-${device.id}`}>
              <td>{device.name}</td>
              <td className="text-nowrap">{device.serialNumber}</td>
              <td>{device.modelName}</td>
              <td>{device.place}</td>
              <td>
                <Badge bg={device.enabled ? 'success' : 'secondary'}>
                  {device.enabled ? t('accountManagement.common.yes') : t('accountManagement.common.no')}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    );

  const place = partner.data
    ? [partner.data.address, cityWithProvince(partner.data), referentOf(partner.data)]
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <div data-testid="address-devices">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-1">
        <PageTitle testId="address-devices-title" className="mb-0">
          {t('accountManagement.devices.title')}
        </PageTitle>
        {addressId !== undefined && owner !== undefined && context.can('DEVICE_MANAGEMENT', 'create') && (
          <LinkButton
            to={paths.accounts.newDevice.getHref(owner, addressId)}
            variant="primary"
            data-testid="address-device-create"
          >
            <Icon name="plus" className="me-1" />
            {t('accountManagement.devices.create')}
          </LinkButton>
        )}
      </div>
      <p className="text-body-secondary mb-4" data-testid="address-devices-address">
        {place}
      </p>
      <BusyRegion busy={(context.inArea && !context.ready && !context.failed) || devices.isFetching}>
        {body}
      </BusyRegion>
      <LinkButton
        to={paths.accounts.addresses.getHref()}
        variant="secondary"
        className="mt-3"
        data-testid="address-devices-back"
      >
        <Icon name="arrowLeft" className="me-1" />
        {t('accountManagement.common.back')}
      </LinkButton>
    </div>
  );
}
