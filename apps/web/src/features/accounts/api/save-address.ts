import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from './account-query-keys';
import type { AddressDto, AddressFields, PartnerDto } from './types';

export type SaveAddressInput =
  | { kind: 'add'; accountId: number; defaultSelection: boolean; fields: AddressFields }
  | { kind: 'update'; address: AddressDto; partner: PartnerDto; fields: AddressFields };

/**
 * The address sequence of part 1 §7. Add: POST api/com-partners (the contact and place), then POST
 * api/com-partner-addrs {accountId, partnerId, defaultSelection}. Update: PUT both, each with the
 * whole record merged with the form (a PUT replaces the record).
 */
export async function saveAddress(input: SaveAddressInput): Promise<AddressDto> {
  if (input.kind === 'add') {
    const partner = await api.post<PartnerDto>('/api/com-partners', input.fields);
    return api.post<AddressDto>('/api/com-partner-addrs', {
      accountId: input.accountId,
      partnerId: partner.id,
      defaultSelection: input.defaultSelection,
    });
  }
  await api.put<PartnerDto>(`/api/com-partners/${input.partner.id}`, { ...input.partner, ...input.fields });
  return api.put<AddressDto>(`/api/com-partner-addrs/${input.address.id}`, { ...input.address });
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
