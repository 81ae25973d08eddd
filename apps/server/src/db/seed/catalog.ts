import type { AccountRole, ServiceCode } from '@app/contracts';

// Pure reference data shared by the seed and (for the models) the IoT simulator.

export const ACCOUNT_TYPE_NAMES: Record<AccountRole, string> = {
  ADMIN: 'Super administrator',
  ADMIN_BACKOFFICE: 'Backoffice administrator',
  ADMIN_DEALER: 'Dealer network administrator',
  ADMIN_GDO: 'GDO chain administrator',
  ADMIN_GDS: 'GDS chain administrator',
  DEALER: 'Dealer',
  GDO: 'GDO store',
  GDS: 'GDS store',
  CUSTOMER: 'Customer',
  CONSUMER: 'Consumer',
};

export const SERVICE_NAMES: Record<ServiceCode, string> = {
  DEALER_MANAGEMENT: 'Gestione dealer',
  GDO_MANAGEMENT: 'Gestione GDO',
  GDS_MANAGEMENT: 'Gestione GDS',
  CUSTOMER_MANAGEMENT: 'Gestione clienti',
  USER_MANAGEMENT: 'Gestione utenti',
  ADDRESS_MANAGEMENT: 'Gestione indirizzi',
  DEVICE_MANAGEMENT: 'Gestione dispositivi',
  STATISTICS_MANAGEMENT: 'Statistiche',
};

/** Statistics can only be looked at, so its permission screen shows just a read switch. */
export const READ_ONLY_SERVICES: readonly ServiceCode[] = ['STATISTICS_MANAGEMENT'];

export interface DeviceModelSpec {
  /** The consumer page matches models by the 554/555/556 code in the name. */
  code: '554' | '555' | '556';
  name: string;
  /** Tuya product id (16 characters, like the cloud's). */
  productId: string;
  /** Watts at fan speeds 1..4, for the energy report. */
  consumption: [number, number, number, number];
  /** Clean air delivery rate, m³/h, at fan speeds 1..4, for the clean air delivered. */
  cadr: [number, number, number, number];
}

export const DEVICE_MODELS: readonly DeviceModelSpec[] = [
  {
    code: '554',
    name: 'Purificatore AP-554 Compact',
    productId: 'ap554kq7zr2mxw4h',
    consumption: [8, 15, 28, 45],
    cadr: [60, 110, 170, 240],
  },
  {
    code: '555',
    name: 'Purificatore AP-555 Plus',
    productId: 'ap555jt3vn8cyd6e',
    consumption: [10, 20, 36, 60],
    cadr: [90, 160, 250, 360],
  },
  {
    code: '556',
    name: 'Purificatore AP-556 Pro',
    productId: 'ap556hw9bs4fpl2u',
    consumption: [14, 28, 50, 85],
    cadr: [130, 230, 360, 520],
  },
];
