import type { IotErrorCode } from '../iot-provider-error';

/**
 * When to try a Tuya call again (Tuya's suggested retry policy):
 * - 1010/1011/1012 (token expired/invalid): renew the token, retry once.
 * - 1013 (request time invalid): resynchronise the clock from the answer's `t`, retry once.
 * - 1110/1111/1199 (over limit, busy) and UNREACHABLE: the cloud did nothing, so any call
 *   backs off exponentially with jitter, 3 attempts at most.
 * - 500, TIMEOUT, NETWORK, BAD_RESPONSE: the call may have been carried out, so only idempotent
 *   calls are retried; a command or an added timer is never sent twice.
 * - Anything else (1004 sign, 1106 permission, 2001 offline, 2008 unsupported, 2884xxxx ...) fails.
 */
export const MAX_ATTEMPTS = 3;

export interface RetryState {
  code: IotErrorCode;
  idempotent: boolean;
  /** Attempts already made that counted against MAX_ATTEMPTS (backoff ones), the failed one included. */
  attempts: number;
  reauthenticated: boolean;
  resynchronised: boolean;
}

export type RetryDecision =
  | { action: 'fail' }
  | { action: 'reauthenticate' }
  | { action: 'resynchronise' }
  | { action: 'backoff'; delayMs: number };

export interface BackoffSettings {
  baseDelayMs: number;
  maxDelayMs: number;
}
export const DEFAULT_BACKOFF: BackoffSettings = { baseDelayMs: 250, maxDelayMs: 4000 };

const TOKEN_CODES = new Set<IotErrorCode>([1010, 1011, 1012]);
const REFUSED_BEFORE_WORK = new Set<IotErrorCode>([1110, 1111, 1199, 'UNREACHABLE']);
const OUTCOME_UNKNOWN = new Set<IotErrorCode>([500, 'TIMEOUT', 'NETWORK', 'BAD_RESPONSE']);

export function decideRetry(
  state: RetryState,
  random: () => number = Math.random,
  backoff: BackoffSettings = DEFAULT_BACKOFF,
): RetryDecision {
  if (TOKEN_CODES.has(state.code))
    return state.reauthenticated ? { action: 'fail' } : { action: 'reauthenticate' };
  if (state.code === 1013) return state.resynchronised ? { action: 'fail' } : { action: 'resynchronise' };
  const transient =
    REFUSED_BEFORE_WORK.has(state.code) || (state.idempotent && OUTCOME_UNKNOWN.has(state.code));
  if (!transient || state.attempts >= MAX_ATTEMPTS) return { action: 'fail' };
  return { action: 'backoff', delayMs: backoffDelay(state.attempts, random, backoff) };
}

/** Equal jitter: half the exponential delay fixed, half random, so retries never bunch up. */
export function backoffDelay(attempt: number, random: () => number, settings: BackoffSettings): number {
  const ceiling = Math.min(settings.maxDelayMs, settings.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
