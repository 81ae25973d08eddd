import type { EntityDescriptor } from './descriptor';

export const tabServicePermissionPresetEntity = {
  name: 'tab-service-permission-preset',
  i18nKey: 'tabServicePermissionPreset',
  apiPath: 'tab-service-permission-presets',
  table: 'tab_service_permission_preset',
  paginated: true,
  fields: [
    { name: 'name', kind: 'string', required: true },
    { name: 'targetRole', kind: 'string' },
    { name: 'removed', kind: 'boolean', defaultValue: false },
  ],
  relations: [
    { name: 'ownerId', target: 'user', display: ['login'], displayAs: 'ownerLogin', required: true },
  ],
} as const satisfies EntityDescriptor;
