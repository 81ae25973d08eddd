/** Enums (docs/product.md#entity-forms), shared by the database schema, the API and the forms. */
export const USER_ACCOUNT_STATES = ['ACTIVE', 'UNCONFIRMED', 'DELETED'] as const;
export type UserAccountState = (typeof USER_ACCOUNT_STATES)[number];

export const IOT_LOG_STATES = ['SUCCESS', 'ERROR', 'DEPLETED_REQUESTS'] as const;
export type IotLogState = (typeof IOT_LOG_STATES)[number];

export const IOT_LOG_OPERATIONS = ['STATUS', 'COMMAND', 'GET_TIMER', 'DELETE_TIMER', 'ADD_TIMER'] as const;
export type IotLogOperation = (typeof IOT_LOG_OPERATIONS)[number];

export const AUDIT_EVENT_TYPES = [
  'AUTHENTICATION_SUCCESS',
  'AUTHENTICATION_FAILURE',
  'AUTHENTICATION_RATE_LIMITED',
  'ACCOUNT_REGISTERED',
  'ACCOUNT_ACTIVATED',
  'ACCOUNT_UPDATED',
  'PASSWORD_CHANGED',
  'SESSION_ENDED',
  'OTHER_SESSIONS_ENDED',
  'PASSWORD_RESET_REQUESTED',
  'PASSWORD_RESET_FINISHED',
  'USER_CREATED',
  'USER_UPDATED',
  'USER_DELETED',
  'USER_ACTIVATED',
  'USER_DEACTIVATED',
  'AUTHORITIES_CHANGED',
  'LOGGER_LEVEL_CHANGED',
  'ACCOUNT_CREATED',
  'ACCOUNT_DELETED',
  'PERMISSION_CHANGED',
  'DEVICE_COMMAND',
  'TIMER_CHANGED',
  'BULK_JOB_CREATED',
  'BULK_JOB_CHANGED',
  'CONSUMER_REGISTERED',
  'CONSUMER_ACTIVATED',
  'CONSUMER_UPDATED',
  'CONSUMER_DEVICE_CLAIMED',
  'CONSUMER_DELETED',
  'IOT_QUOTA_ALERT',
  'BACKGROUND_JOB_RETRIED',
  'BACKGROUND_JOB_CANCELLED',
] as const;
export type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];

export const LANGUAGES = ['it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'it';
