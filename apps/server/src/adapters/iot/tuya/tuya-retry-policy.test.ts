import { describe, expect, it } from 'vitest';
import type { IotErrorCode } from '../iot-provider-error';
import { backoffDelay, decideRetry, type RetryState } from './tuya-retry-policy';

const state = (code: IotErrorCode, overrides: Partial<RetryState> = {}): RetryState => ({
  code,
  idempotent: true,
  attempts: 1,
  reauthenticated: false,
  resynchronised: false,
  ...overrides,
});
const action = (s: RetryState) => decideRetry(s, () => 0.5).action;

describe('retry policy', () => {
  it.each<[string, RetryState, string]>([
    ['expired token: renew', state(1010), 'reauthenticate'],
    ['invalid token: renew', state(1011), 'reauthenticate'],
    ['token status invalid: renew', state(1012), 'reauthenticate'],
    [
      'expired token on a command: renew too (refused before any work)',
      state(1010, { idempotent: false }),
      'reauthenticate',
    ],
    ['expired again after renewing: fail', state(1010, { reauthenticated: true }), 'fail'],
    ['clock skew: resynchronise', state(1013), 'resynchronise'],
    ['clock skew again: fail', state(1013, { resynchronised: true }), 'fail'],
    ['rate limited: back off', state(1199), 'backoff'],
    ['concurrency limit: back off', state(1110), 'backoff'],
    ['busy: back off', state(1111), 'backoff'],
    ['busy on a command: back off (nothing was done)', state(1111, { idempotent: false }), 'backoff'],
    ['unreachable command: back off (never sent)', state('UNREACHABLE', { idempotent: false }), 'backoff'],
    ['system error on a read: back off', state(500), 'backoff'],
    ['system error on a command: fail (it may have run)', state(500, { idempotent: false }), 'fail'],
    ['timeout on a read: back off', state('TIMEOUT'), 'backoff'],
    ['timeout on a command: never again', state('TIMEOUT', { idempotent: false }), 'fail'],
    ['connection lost during a timer add: never again', state('NETWORK', { idempotent: false }), 'fail'],
    ['garbage answer to a read: back off', state('BAD_RESPONSE'), 'backoff'],
    ['third rate-limited attempt: give up', state(1199, { attempts: 3 }), 'fail'],
    ['bad sign: fail', state(1004), 'fail'],
    ['permission deny: fail', state(1106), 'fail'],
    ['params invalid: fail', state(1101), 'fail'],
    ['offline: fail', state(2001), 'fail'],
    ['unsupported command: fail', state(2008), 'fail'],
    ['API not subscribed: fail', state(28841101), 'fail'],
    ['repeated operation: fail (retrying repeats it)', state(1113), 'fail'],
  ])('%s', (_, s, expected) => expect(action(s)).toBe(expected));

  it('backs off exponentially with jitter, capped', () => {
    const settings = { baseDelayMs: 100, maxDelayMs: 300 };
    expect([1, 2, 3].map((n) => backoffDelay(n, () => 0, settings))).toEqual([50, 100, 150]);
    expect([1, 2, 3].map((n) => backoffDelay(n, () => 1, settings))).toEqual([100, 200, 300]);
    expect(decideRetry(state(1199, { attempts: 2 }), () => 1)).toEqual({ action: 'backoff', delayMs: 500 });
  });
});
