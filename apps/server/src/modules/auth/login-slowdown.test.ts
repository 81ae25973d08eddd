import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_LIMITS } from './auth-services';
import { loginDelayMs } from './login-slowdown';

describe('loginDelayMs', () => {
  const slowdown = { afterFailures: 10, stepMs: 250, maxMs: 3_000 };

  it('does not wait up to the threshold', () => {
    expect([0, 1, 9].map((n) => loginDelayMs(n, slowdown))).toEqual([0, 0, 0]);
  });

  it('waits one step more per failure beyond it', () => {
    expect([10, 11, 14].map((n) => loginDelayMs(n, slowdown))).toEqual([250, 500, 1_250]);
  });

  it('never waits longer than the cap, however many failures', () => {
    expect(loginDelayMs(21, slowdown)).toBe(3_000);
    expect(loginDelayMs(1_000_000, slowdown)).toBe(3_000);
  });

  it('keeps the default wait within a few seconds', () => {
    const { perLogin, loginSlowdown } = DEFAULT_SIGN_IN_LIMITS;
    const worst = loginDelayMs(Number.MAX_SAFE_INTEGER, { afterFailures: perLogin.limit, ...loginSlowdown });
    expect(worst).toBeLessThanOrEqual(3_000);
    expect(worst).toBeGreaterThan(0);
  });
});
