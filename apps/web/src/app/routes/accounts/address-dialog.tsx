import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { useNavigate, useOutletContext, useSearchParams } from 'react-router';
import { Loading } from '../../../components/ui/loading';
import { useDialogFocus } from '../../../components/ui/use-dialog-focus';
import { useAddress } from '../../../features/accounts/api/get-address';
import { usePartner } from '../../../features/accounts/api/get-partner';
import { useSaveAddress } from '../../../features/accounts/api/save-address';
import type { AddressFields } from '../../../features/accounts/components/address-form';
import { AddressForm } from '../../../features/accounts/components/address-form';
import { AreaAlert } from '../../../features/accounts/components/area-alert';
import type { AddressDialogContext } from '../../../features/accounts/components/account-addresses';
import { useAccountContext } from '../../../features/accounts/hooks/use-account-context';

const TITLE_ID = 'address-dialog-title';

const idOf = (value: string | null) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : undefined);

/**
 * /accounts/{id}/edit-address and /accounts/address/edit-address (query id): the address modal over
 * its list. With ?id= it edits that address (ADDRESS_MANAGEMENT update), else it adds one
 * (create). Focus starts in the first field, stays in the dialog and returns to the opener on close.
 * Test ids `address-dialog`, `address-dialog-title`.
 */
export function AddressDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { closeHref, accountId, firstAddress } = useOutletContext<AddressDialogContext>();
  const context = useAccountContext();
  const id = idOf(search.get('id'));
  const editing = id !== undefined;
  const allowed =
    context.can('ADDRESS_MANAGEMENT', editing ? 'update' : 'create') && (editing || !!accountId);
  const address = useAddress(id, allowed && editing);
  const partner = usePartner(address.data?.partnerId, allowed && editing);
  const save = useSaveAddress();
  const close = () => void navigate(closeHref, { replace: true });
  const focus = useDialogFocus(TITLE_ID);

  const submit = (fields: AddressFields) => {
    if (editing) {
      if (!address.data || !partner.data) return;
      save.mutate(
        { kind: 'update', address: address.data, partner: partner.data, fields },
        { onSuccess: close },
      );
    } else if (accountId !== undefined) {
      save.mutate({ kind: 'add', accountId, defaultSelection: firstAddress, fields }, { onSuccess: close });
    }
  };

  let body;
  if (!context.ready) body = <Loading />;
  else if (!allowed) body = <AreaAlert kind="notAuthorized" />;
  else if (editing && (address.isPending || partner.isPending)) body = <Loading />;
  else if (editing && (address.isError || partner.isError)) body = <AreaAlert kind="unknownAddress" />;
  else
    body = (
      <AddressForm
        key={partner.data?.id ?? 'new'}
        partner={partner.data}
        saving={save.isPending}
        onSubmit={submit}
        onCancel={close}
      />
    );

  return (
    <Modal
      show
      onHide={close}
      size="lg"
      centered
      data-testid="address-dialog"
      aria-labelledby={TITLE_ID}
      {...focus}
    >
      <Modal.Header closeButton closeLabel={t('accountManagement.common.close')}>
        <Modal.Title as="h2" className="h5" id={TITLE_ID} data-testid="address-dialog-title">
          {editing ? t('accountManagement.address.editTitle') : t('accountManagement.address.addTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{body}</Modal.Body>
    </Modal>
  );
}
