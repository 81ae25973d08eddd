import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import type { AccountDto, ComPartnerAddrDto } from '@app/contracts';
import { ConfirmDeleteModal } from '../../../components/ui/confirm-delete-modal';
import { Icon } from '../../../components/ui/icon';
import { LinkButton } from '../../../components/ui/link-button';
import { BusyRegion, Loading } from '../../../components/ui/loading';
import { paths } from '../../../config/paths';
import { useAccountAddresses } from '../api/get-account-addresses';
import { usePartners } from '../api/get-partner';
import { useDeleteAddress } from '../api/delete-address';
import type { AccountContext } from '../hooks/use-account-context';
import { AddressTable } from './address-table';
import Button from 'react-bootstrap/Button';

/** What the address dialog (a child route of an address list) needs from the page below it. */
export interface AddressDialogContext {
  /** Where closing (or saving) goes back to. */
  closeHref: string;
  /** The business account (com-partner-account id) new addresses belong to; none: the list only edits. */
  accountId?: number;
  /** A new address is the default one when the account has none yet. */
  firstAddress: boolean;
}

/**
 * The address list on an account's detail (docs/product.md#accounts-area): shown with the ADDRESS_MANAGEMENT read
 * permission; add, edit and delete as its create, update and delete flags allow; per address the
 * address-level permissions of the account's user and its devices. The add/edit modal is the
 * child route /accounts/{id}/edit-address. Test ids `account-addresses`, `address-add`,
 * `address-edit-<id>`, `address-delete-<id>`, `address-permissions-<id>`, `address-devices-<id>`,
 * `addresses-empty`.
 */
export function AccountAddresses({ account, context }: { account: AccountDto; context: AccountContext }) {
  const { t } = useTranslation();
  const location = useLocation();
  const addresses = useAccountAddresses(account.comPartnerAccountId);
  const rows = addresses.data ?? [];
  const partners = usePartners(rows.map((a) => a.partnerId).filter((id): id is number => id !== null));
  const [deleting, setDeleting] = useState<ComPartnerAddrDto | null>(null);
  const remove = useDeleteAddress();
  const detailHref = `${location.pathname.replace(/\/edit-address$/, '')}${searchWithoutId(location.search)}`;
  const may = (op: 'create' | 'update' | 'delete') => context.can('ADDRESS_MANAGEMENT', op);
  const own = account.id === context.current?.id;
  const mayGrant = !own && account.userId !== null && context.can('USER_MANAGEMENT', 'read');
  const outletContext: AddressDialogContext = {
    closeHref: detailHref,
    accountId: account.comPartnerAccountId ?? undefined,
    firstAddress: rows.length === 0,
  };

  return (
    <section className="mt-5" data-testid="account-addresses" aria-labelledby="account-addresses-title">
      <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
        <h2 className="h5 mb-0" id="account-addresses-title">
          {t('accountManagement.address.title')}
        </h2>
        {may('create') && (
          <LinkButton
            to={paths.accounts.editAddress.getHref(account.id, undefined, searchWithoutId(location.search))}
            size="sm"
            variant="primary"
            data-testid="address-add"
          >
            <Icon name="plus" className="me-1" />
            {t('accountManagement.address.add')}
          </LinkButton>
        )}
      </div>
      <BusyRegion busy={addresses.isFetching}>
        {addresses.isPending ? (
          <Loading announce={false} />
        ) : addresses.isError ? null : rows.length === 0 ? (
          <Alert variant="warning" data-testid="addresses-empty">
            {t('accountManagement.address.notFound')}
          </Alert>
        ) : (
          <AddressTable
            testId="account-address-table"
            addresses={rows}
            partners={partners}
            showCustomer={false}
            actions={(address) => (
              <>
                {context.can('DEVICE_MANAGEMENT', 'read') && (
                  <LinkButton
                    to={paths.accounts.addressDevices.getHref(address.id, account.id)}
                    size="sm"
                    variant="info"
                    data-testid={`address-devices-${address.id}`}
                  >
                    <Icon name="device" className="me-1" />
                    {t('accountManagement.address.devices')}
                  </LinkButton>
                )}
                {mayGrant && (
                  <LinkButton
                    to={paths.accounts.addressPermissions.getHref(account.id, address.id)}
                    size="sm"
                    variant="outline-secondary"
                    data-testid={`address-permissions-${address.id}`}
                  >
                    <Icon name="lock" className="me-1" />
                    {t('accountManagement.address.permissions')}
                  </LinkButton>
                )}
                {may('update') && (
                  <LinkButton
                    to={paths.accounts.editAddress.getHref(
                      account.id,
                      address.id,
                      searchWithoutId(location.search),
                    )}
                    size="sm"
                    variant="primary"
                    data-testid={`address-edit-${address.id}`}
                  >
                    <Icon name="pencil" className="me-1" />
                    {t('accountManagement.common.edit')}
                  </LinkButton>
                )}
                {may('delete') && (
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => setDeleting(address)}
                    data-testid={`address-delete-${address.id}`}
                  >
                    <Icon name="trash" className="me-1" />
                    {t('accountManagement.common.delete')}
                  </Button>
                )}
              </>
            )}
          />
        )}
      </BusyRegion>
      {deleting && (
        <ConfirmDeleteModal
          title={t('accountManagement.delete.title')}
          question={t('accountManagement.address.deleteQuestion')}
          cancelLabel={t('accountManagement.common.cancel')}
          confirmLabel={t('accountManagement.common.delete')}
          closeLabel={t('accountManagement.common.close')}
          deleting={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        />
      )}
      <Outlet context={outletContext} />
    </section>
  );
}

/** The detail's own query (type, parent) without the dialog's id. */
function searchWithoutId(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('id');
  const text = params.toString();
  return text ? `?${text}` : '';
}
