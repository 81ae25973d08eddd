import type { EntityDescriptor } from './descriptor';
import { USER_PERMISSION_FIELDS, USER_PERMISSION_RELATIONS } from './permission-flags';

export const tabServiceUserPermissionEntity = {
  name: 'tab-service-user-permission',
  i18nKey: 'tabServiceUserPermission',
  apiPath: 'tab-service-user-permissions',
  table: 'tab_service_user_permission',
  paginated: true,
  fields: [...USER_PERMISSION_FIELDS],
  relations: [...USER_PERMISSION_RELATIONS],
} as const satisfies EntityDescriptor;
