/**
 * Every account counts as just polled, so the server's status poller (main.ts starts it) leaves
 * the bench's devices alone for the next hour: polling is a scenario of its own, not noise in another.
 */
export const HOLD_STATUS_POLLING_SQL = 'update user_account set iot_status_time = now()';
