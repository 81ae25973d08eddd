import type { EntityDescriptor } from './descriptor';
import { IOT_LOG_OPERATIONS, IOT_LOG_STATES } from '../enums';

export const iotLogEntity = {
  name: 'iot-log',
  i18nKey: 'iotLog',
  apiPath: 'iot-logs',
  table: 'iot_log',
  paginated: true,
  // Written by the IoT layer only: the screens and the API read them (decision 018).
  readOnly: true,
  fields: [
    { name: 'state', kind: 'enum', values: IOT_LOG_STATES, defaultValue: 'SUCCESS' },
    { name: 'operation', kind: 'enum', values: IOT_LOG_OPERATIONS, defaultValue: 'STATUS' },
    { name: 'logTime', kind: 'datetime', datetimeDefault: 'now' },
    { name: 'request', kind: 'text', inList: false },
    { name: 'response', kind: 'text', inList: false },
  ],
  relations: [
    { name: 'userAccountId', target: 'user-account', display: ['userLogin'], displayAs: 'userAccountLogin' },
  ],
} as const satisfies EntityDescriptor;
