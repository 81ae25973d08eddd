/**
 * Every account counts as just polled, so the server's status poller (main.ts starts it) leaves
 * the bench's devices alone for the next hour: polling is a scenario of its own, not noise in another.
 */
export const HOLD_STATUS_POLLING_SQL = 'update user_account set iot_status_time = now()';

/**
 * The opposite: every account is due now (never polled), so the server's poller claims them all,
 * in chunks, draining them on its 15 s tick (StatusPoller.runOnce, decision 033): the polling-ingest scenario.
 */
export const RELEASE_STATUS_POLLING_SQL = 'update user_account set iot_status_time = null';
