import { pgEnum } from 'drizzle-orm/pg-core';
import { IOT_LOG_OPERATIONS, IOT_LOG_STATES, USER_ACCOUNT_STATES } from '@app/contracts';

// Values come from contracts so the API, the forms and the database cannot drift apart.
export const userAccountState = pgEnum('user_account_state', USER_ACCOUNT_STATES);
export const iotLogState = pgEnum('iot_log_state', IOT_LOG_STATES);
export const iotLogOperation = pgEnum('iot_log_operation', IOT_LOG_OPERATIONS);
