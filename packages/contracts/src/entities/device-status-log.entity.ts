import type { EntityDescriptor } from './descriptor';

export const deviceStatusLogEntity = {
  name: 'device-status-log',
  i18nKey: 'deviceStatusLog',
  apiPath: 'device-status-logs',
  table: 'device_status_log',
  paginated: true,
  // Written by the status poller only: the screens and the API read them (decision 018).
  readOnly: true,
  fields: [
    { name: 'logTime', kind: 'datetime', datetimeDefault: 'now' },
    { name: 'online', kind: 'boolean', defaultValue: false },
    { name: 'payload', kind: 'text', inList: false },
    { name: 'deviceUid', kind: 'string' },
  ],
  relations: [
    { name: 'deviceId', target: 'device', display: ['name'], displayAs: 'deviceName' },
    { name: 'iotLogId', target: 'iot-log', display: ['id'] },
  ],
} as const satisfies EntityDescriptor;
