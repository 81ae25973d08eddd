import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressWithPartnerDto, ComPartnerAddrDto, ComPartnerDto } from '@app/contracts';
import { typedApi } from '../../../lib/typed-api';
import { accountKeys } from './account-query-keys';
import type { AddressFields } from '../components/address-form';

export type SaveAddressInput =
  | { kind: 'add'; accountId: number; defaultSelection: boolean; fields: AddressFields }
  | { kind: 'update'; address: ComPartnerAddrDto; partner: ComPartnerDto; fields: AddressFields };

/**
 * Add: one call and one transaction, POST api/com-partner-addrs/with-partner (decision 013), so a
 * failure never leaves a contact without its address (the spec's two-call sequence of docs/product.md#account-and-address-forms
 * still works for other clients). Update: PUT both, each with the whole record merged with the
 * form (a PUT replaces the record).
 */
export async function saveAddress(input: SaveAddressInput): Promise<ComPartnerAddrDto> {
  if (input.kind === 'add') {
    const created: AddressWithPartnerDto = await typedApi.post('/api/com-partner-addrs/with-partner', {
      body: {
        accountId: input.accountId,
        defaultSelection: input.defaultSelection,
        partner: input.fields,
      },
    });
    return created;
  }
  await typedApi.put('/api/com-partners/{id}', {
    path: { id: input.partner.id },
    body: { ...input.partner, ...input.fields },
  });
  return typedApi.put('/api/com-partner-addrs/{id}', {
    path: { id: input.address.id },
    body: { ...input.address },
  });
}

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: (address, input) => {
      client.setQueryData(accountKeys.address(address.id), address);
      if (input.kind === 'update') client.removeQueries({ queryKey: accountKeys.partner(input.partner.id) });
      return client.invalidateQueries({ queryKey: accountKeys.allAddresses });
    },
  });
}
