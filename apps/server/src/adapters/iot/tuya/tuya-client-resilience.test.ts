import { afterEach, describe, expect, it } from 'vitest';
import { buildTimer } from '@app/contracts';
import { FAKE_TUYA_CLIENT_ID } from '../fake-tuya-cloud/fake-tuya-cloud';
import { rejection, startTuyaStack } from './tuya-test-kit';

type Stack = Awaited<ReturnType<typeof startTuyaStack>>;
let stack: Stack | undefined;
const start = async (...args: Parameters<typeof startTuyaStack>) => (stack = await startTuyaStack(...args));
afterEach(async () => stack?.cloud.close());

const HOUR = 3600_000;
const status = (s: Stack, n = 1) =>
  Promise.all(Array.from({ length: n }, () => s.provider.getStatuses(['plus555'])));

describe('Tuya client: tokens', () => {
  it('logs in once and reuses the token', async () => {
    const s = await start();
    for (let i = 0; i < 5; i++) await status(s);
    expect([s.cloud.tokens.logins, s.cloud.tokens.refreshes]).toEqual([1, 0]);
  });

  it('renews before expiry with ONE refresh however many calls are waiting', async () => {
    const s = await start();
    await status(s);
    s.clock.advance(2 * HOUR - 60_000); // inside the 120 s margin, still valid for the cloud
    await status(s, 10);
    expect([s.cloud.tokens.logins, s.cloud.tokens.refreshes]).toEqual([1, 1]);
    expect(s.attempts.filter((a) => a.code !== 0)).toEqual([]);
  });

  it('after the cloud expires the token (1010), concurrent calls share ONE refresh and all succeed', async () => {
    const s = await start();
    await status(s);
    s.cloud.faults.expireTokens();
    const answers = await status(s, 10);
    expect(answers.every((a) => a.length === 1)).toBe(true);
    expect([s.cloud.tokens.logins, s.cloud.tokens.refreshes]).toEqual([1, 1]);
    // Each call was refused once: 1010, or 1011 once the refresh had retired the old token.
    expect(s.attempts.filter((a) => a.code === 1010 || a.code === 1011)).toHaveLength(10);
    expect(s.attempts.filter((a) => a.code === 1010).length).toBeGreaterThan(0);
  });

  it('logs in again when its refresh token was already used elsewhere (1011 on both)', async () => {
    const s = await start();
    await status(s);
    const stolen = s.cloud.tokens.login(); // another client of the project...
    s.cloud.tokens.refresh(stolen.refresh_token); // ...rotating its own pair does not hurt ours
    await status(s);
    expect(s.cloud.tokens.refreshes).toBe(1);
    s.cloud.faults.expireTokens();
    await status(s);
    expect(s.cloud.tokens.refreshes).toBe(2);
  });

  it('a token expired past its lifetime is renewed before use, never sent', async () => {
    const s = await start();
    await status(s);
    s.clock.advance(3 * HOUR);
    await status(s);
    expect(s.attempts.map((a) => a.code)).toEqual([0, 0, 0, 0]); // login, status, refresh, status
  });
});

describe('Tuya client: refusals and faults', () => {
  it('does not retry a bad signature (1004) or an unknown client id (1005)', async () => {
    const bad = await start({ client: { clientSecret: 'not-the-secret' } });
    expect(await rejection(status(bad))).toMatchObject({ code: 1004, kind: 'auth', retriable: false });
    expect(bad.cloud.stats.requests).toBe(1);
    await bad.cloud.close();
    const stranger = await start({ cloud: { clientId: 'anotherclient' } });
    expect(await rejection(status(stranger))).toMatchObject({ code: 1005 });
    expect(FAKE_TUYA_CLIENT_ID).not.toBe('anotherclient');
  });

  it('resynchronises its clock from the answer after 1013 and carries on', async () => {
    const s = await start();
    const skewed = await start({ client: { now: () => s.clock.now() + 10 * 60_000 } });
    await s.cloud.close();
    await status(skewed);
    await status(skewed);
    expect(skewed.attempts.map((a) => a.code)).toEqual([1013, 0, 0, 0]);
  });

  it('backs off on rate limits and succeeds, or gives up after 3 attempts', async () => {
    const s = await start();
    await status(s);
    s.cloud.faults.failNext(2, 1199, { operations: ['status'] });
    expect(await status(s)).toHaveLength(1);
    expect(s.sleeps).toEqual([188, 375]);
    s.cloud.faults.failNext(5, 1110, { operations: ['status'] });
    expect(await rejection(status(s))).toMatchObject({ code: 1110, kind: 'rate_limited', retriable: true });
    expect(s.calls('status')).toBe(1 + 3 + 3);
  });

  it('retries a rate-limited command (refused before any work) and applies it once', async () => {
    const s = await start();
    await s.provider.sendCommands('plus555', [{ code: 'switch', value: false }]);
    s.cloud.faults.failNext(1, 1111, { operations: ['command'] });
    await s.provider.sendCommands('plus555', [{ code: 'switch', value: true }]);
    expect(s.value('plus555', 'switch')).toBe(true);
    expect(s.calls('command')).toBe(3);
  });

  it('times out each attempt and retries reads, up to 3 attempts', async () => {
    const s = await start({ client: { timeoutMs: 80 } });
    await status(s);
    s.cloud.faults.setLatency(400, { operations: ['status'] });
    expect(await rejection(status(s))).toMatchObject({ code: 'TIMEOUT', kind: 'timeout', retriable: true });
    expect(s.calls('status')).toBe(1 + 3);
  });

  it('never sends a command twice after an ambiguous timeout: it ran, the answer was lost', async () => {
    const s = await start({ client: { timeoutMs: 80 } });
    await s.provider.sendCommands('plus555', [{ code: 'switch', value: false }]);
    s.cloud.faults.setLatency(400, { operations: ['command'] });
    expect(
      await rejection(s.provider.sendCommands('plus555', [{ code: 'switch', value: true }])),
    ).toMatchObject({
      code: 'TIMEOUT',
    });
    expect(s.calls('command')).toBe(2);
    expect(s.value('plus555', 'switch')).toBe(true);
  });

  it('never adds a timer twice after a lost answer or a dropped connection', async () => {
    const s = await start({ client: { timeoutMs: 200 } });
    const timer = buildTimer('timer', '1111111', [
      { functions: [{ code: 'switch', value: true }], date: '', time: '08:00' },
    ]);
    s.cloud.faults.failNext(1, 'TIMEOUT', { operations: ['add_timer'] });
    expect(await rejection(s.provider.addTimer('plus555', timer))).toMatchObject({ code: 'TIMEOUT' });
    s.cloud.faults.failNext(1, 'NETWORK', { operations: ['add_timer'] });
    expect(await rejection(s.provider.addTimer('plus555', timer))).toMatchObject({
      code: 'NETWORK',
      kind: 'unavailable',
    });
    expect(s.calls('add_timer')).toBe(2);
    expect(s.fleet.timers('plus555')[0]!.groups).toHaveLength(1);
  });

  it("retries reads after a system error or a proxy's HTML page, but not a command after a 500", async () => {
    const s = await start();
    s.cloud.faults
      .failNext(1, 500, { operations: ['status'] })
      .failNext(1, 'BAD_RESPONSE', { operations: ['status'] });
    expect(await status(s)).toHaveLength(1);
    expect(s.calls('status')).toBe(3);
    s.cloud.faults.failNext(1, 500, { operations: ['command'] });
    expect(
      await rejection(s.provider.sendCommands('plus555', [{ code: 'switch', value: true }])),
    ).toMatchObject({
      code: 500,
      kind: 'unavailable',
    });
    expect(s.calls('command')).toBe(1);
  });

  it('reports an unreachable cloud after 3 attempts', async () => {
    const s = await start();
    await s.cloud.close();
    expect(await rejection(status(s))).toMatchObject({
      code: 'UNREACHABLE',
      kind: 'unavailable',
      retriable: true,
    });
    expect(s.attempts).toHaveLength(3);
  });
});
