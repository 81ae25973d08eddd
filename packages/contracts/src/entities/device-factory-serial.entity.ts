import type { EntityDescriptor } from './descriptor';

export const deviceFactorySerialEntity = {
  name: 'device-factory-serial',
  i18nKey: 'deviceFactorySerial',
  apiPath: 'device-factory-serials',
  table: 'device_factory_serial',
  paginated: true,
  fields: [
    { name: 'workOrderNumber', kind: 'integer' },
    { name: 'moduleModel', kind: 'string' },
    { name: 'authorizationCode', kind: 'string' },
    { name: 'serialNumber', kind: 'string' },
    { name: 'mac', kind: 'string' },
    { name: 'imei', kind: 'string' },
    { name: 'burnAuthorizationStatus', kind: 'string' },
    {
      name: 'authorizationTime',
      kind: 'datetime',
      datetimeDefault: 'startOfDay',
      placeholder: 'YYYY-MM-DD HH:mm',
    },
    { name: 'secondDetectionProcess', kind: 'string' },
    { name: 'packagingQualityInspectionStatus', kind: 'string' },
    {
      name: 'packagingQualityInspectionTime',
      kind: 'datetime',
      datetimeDefault: 'startOfDay',
      placeholder: 'YYYY-MM-DD HH:mm',
    },
    { name: 'uuid', kind: 'uuid', generated: true },
  ],
  relations: [],
} as const satisfies EntityDescriptor;
