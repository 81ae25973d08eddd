import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { BusyRegion, Loading } from '../../../components/ui/loading';
import { PageTitle } from '../../../components/ui/page-title';
import { paths } from '../../../config/paths';
import { useAccountAddresses } from '../../../features/accounts/api/get-account-addresses';
import { usePartners } from '../../../features/accounts/api/get-partner';
import { AddressTable } from '../../../features/accounts/components/address-table';
import { AreaAlert } from '../../../features/accounts/components/area-alert';
import { useAccountContext } from '../../../features/accounts/hooks/use-account-context';
import type { AddressDialogContext } from '../../../features/accounts/components/account-addresses';

/**
 * /accounts/address (docs/product.md#accounts-area): the caller's own addresses (customer, address, city with
 * province, referent), with their devices (DEVICE_MANAGEMENT read) and edit (ADDRESS_MANAGEMENT
 * update, the modal /accounts/address/edit-address?id=). Needs ADDRESS_MANAGEMENT read. Empty:
 * 'No Address'. Test ids `my-addresses`, `my-address-table`, `my-addresses-empty`,
 * `address-devices-<id>`, `address-edit-<id>`.
 */
export function MyAddressesPage() {
  const { t } = useTranslation();
  const context = useAccountContext();
  const mayRead = context.can('ADDRESS_MANAGEMENT', 'read');
  const businessId = context.current?.comPartnerAccountId;
  const addresses = useAccountAddresses(businessId, mayRead);
  const rows = addresses.data ?? [];
  const partners = usePartners(rows.map((a) => a.partnerId).filter((id): id is number => id !== null));
  const outletContext: AddressDialogContext = {
    closeHref: paths.accounts.addresses.getHref(),
    firstAddress: false,
  };

  let body;
  if (context.failed) body = <AreaAlert kind="loadError" />;
  else if (!context.ready) body = <Loading announce={false} />;
  else if (!mayRead) body = <AreaAlert kind="notAuthorized" />;
  else if (typeof businessId === 'number' && addresses.isPending) body = <Loading announce={false} />;
  else if (addresses.isError) body = <AreaAlert kind="loadError" />;
  else if (rows.length === 0)
    body = (
      <Alert variant="warning" data-testid="my-addresses-empty">
        {t('accountManagement.address.notFound')}
      </Alert>
    );
  else
    body = (
      <AddressTable
        testId="my-address-table"
        addresses={rows}
        partners={partners}
        showCustomer
        actions={(address) => (
          <>
            {context.can('DEVICE_MANAGEMENT', 'read') && (
              <LinkButton
                to={paths.accounts.addressDevices.getHref(address.id)}
                size="sm"
                variant="info"
                data-testid={`address-devices-${address.id}`}
              >
                <Icon name="device" className="me-1" />
                {t('accountManagement.address.devices')}
              </LinkButton>
            )}
            {context.can('ADDRESS_MANAGEMENT', 'update') && (
              <LinkButton
                to={paths.accounts.addressEdit.getHref(address.id)}
                size="sm"
                variant="primary"
                data-testid={`address-edit-${address.id}`}
              >
                <Icon name="pencil" className="me-1" />
                {t('accountManagement.common.edit')}
              </LinkButton>
            )}
          </>
        )}
      />
    );

  return (
    <div data-testid="my-addresses">
      <PageTitle testId="my-addresses-title">{t('accountManagement.address.myTitle')}</PageTitle>
      <BusyRegion busy={(context.inArea && !context.ready && !context.failed) || addresses.isFetching}>
        {body}
      </BusyRegion>
      <Outlet context={outletContext} />
    </div>
  );
}
