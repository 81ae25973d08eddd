/** Query keys of the accounts area: everything under ['accounts']. */
export const accountKeys = {
  all: ['accounts'] as const,
  tabServices: ['accounts', 'tab-services'] as const,
  types: ['accounts', 'types'] as const,
  allChildren: ['accounts', 'children'] as const,
  allTrails: ['accounts', 'trail'] as const,
  allAddresses: ['accounts', 'addresses'] as const,
  children: (uuid: string, page: number) => ['accounts', 'children', uuid, page] as const,
  trail: (uuid: string, rootId: number) => ['accounts', 'trail', uuid, rootId] as const,
  summary: (id: number) => ['accounts', 'summary', id] as const,
  detail: (id: number) => ['accounts', 'detail', id] as const,
  addresses: (businessId: number) => ['accounts', 'addresses', businessId] as const,
  address: (id: number) => ['accounts', 'address', id] as const,
  partner: (id: number) => ['accounts', 'partner', id] as const,
  addressDevices: (addressId: number) => ['accounts', 'address-devices', addressId] as const,
  permissionSheet: (userId: number) => ['accounts', 'permission-sheet', userId] as const,
  addressPermissions: (userId: number, addressId: number) =>
    ['accounts', 'address-permissions', userId, addressId] as const,
};
