import type { PermissionFlags } from '@app/contracts';

/** GET api/com-partner-addrs[/{id}]: an address of a business account (part 2 §3). */
export interface AddressDto {
  id: number;
  defaultSelection: boolean;
  accountId: number | null;
  partnerId: number | null;
  uuid: string | null;
  accountBusinessName?: string | null;
  partnerName?: string | null;
}

/** GET api/com-partners/{id}: the contact and place of an address. */
export interface PartnerDto {
  id: number;
  name: string | null;
  surname: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  province: string | null;
  latitude: string | null;
  longitude: string | null;
  [other: string]: unknown;
}

/** The fields of the address form (part 2 §5). */
export interface AddressFields {
  name: string;
  surname: string;
  address: string;
  city: string;
  province: string;
  phone: string | null;
  email: string | null;
  latitude: string | null;
  longitude: string | null;
}

/** A device as the address devices page shows it (GET api/devices/addr/id/{addressId}). */
export interface DeviceDto {
  id: number;
  uid: string | null;
  name: string | null;
  place: string | null;
  serialNumber: string | null;
  enabled: boolean | null;
  modelName?: string | null;
  ownerLogin?: string | null;
}

/** GET api/tab-services */
export interface TabServiceDto {
  id: number;
  code: string;
  name: string;
  readOnly: boolean;
}

/** The generic UserAccount record (GET api/user-accounts): enough for breadcrumbs and roles. */
export interface AccountSummaryDto {
  id: number;
  uuid: string;
  parentId: number | null;
  typeId: number | null;
  userId: number | null;
  userLogin?: string | null;
  comPartnerAccountBusinessName?: string | null;
  comPartnerName?: string | null;
  typeName?: string | null;
}

/** GET api/user-account-types */
export interface AccountTypeDto {
  id: number;
  name: string;
  role: string;
}

/** A stored service permission record (tab-service-user-permission). */
export interface ServicePermissionDto extends PermissionFlags {
  id: number;
  userId: number;
  tabServiceId: number;
  createdById: number | null;
  createdAt?: string | null;
  [other: string]: unknown;
}

/** One entry of GET api/tab-service-user-permissions/new-permission-list?userId= (id null: no record yet). */
export interface PermissionSheetEntry extends PermissionFlags {
  id: number | null;
  userId: number;
  tabServiceId: number;
  tabServiceName: string;
  tabServiceCode: string;
  tabServiceReadOnly: boolean;
  createdById: number | null;
  createdAt?: string | null;
  [other: string]: unknown;
}

/** A stored address-level permission record (com-partner-addr-service-user). */
export interface AddressPermissionDto extends PermissionFlags {
  id: number;
  userId: number;
  comPartnerAddrId: number;
  tabServiceId: number;
  createdById: number | null;
  createdAt?: string | null;
  [other: string]: unknown;
}
