import type { EntityDescriptor } from './descriptor';
import { CRUD_FLAGS } from './permission-flags';

export const tabServicePermissionEntity = {
  name: 'tab-service-permission',
  i18nKey: 'tabServicePermission',
  apiPath: 'tab-service-permissions',
  table: 'tab_service_permission',
  paginated: true,
  fields: [...CRUD_FLAGS],
  relations: [
    {
      name: 'tabServiceId',
      target: 'tab-service',
      display: ['name'],
      displayAs: 'tabServiceName',
      required: true,
    },
    {
      name: 'tabServicePermissionPresetId',
      target: 'tab-service-permission-preset',
      display: ['name'],
      displayAs: 'tabServicePermissionPresetName',
    },
  ],
} as const satisfies EntityDescriptor;
