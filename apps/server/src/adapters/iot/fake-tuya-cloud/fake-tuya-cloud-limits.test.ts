import { afterEach, describe, expect, it } from 'vitest';
import { rejection, startTuyaStack } from '../tuya/tuya-test-kit';

type Stack = Awaited<ReturnType<typeof startTuyaStack>>;
let stack: Stack | undefined;
afterEach(async () => stack?.cloud.close());

/** The fake cloud's one-second windows follow this clock, moved by hand. */
let wallClock = 0;
const start = async () =>
  (stack = await startTuyaStack({
    cloud: { limits: { readsPerSecond: 3, commandsPerSecond: 2, now: () => wallClock } },
  }));
const command = (s: Stack) => s.provider.sendCommands('plus555', [{ code: 'switch', value: true }]);

describe('the fake Tuya cloud enforces the project limits (decision 039)', () => {
  it('refuses commands over the limit with 1110 in the same window and accepts them in the next', async () => {
    wallClock = 10_000;
    const s = await start();
    await command(s);
    await command(s);
    // The third in this second is refused, on each of the client's attempts.
    expect(await rejection(command(s))).toMatchObject({
      code: 1110,
      kind: 'rate_limited',
      message: expect.stringContaining('concurrent request over limit'),
    });
    const refusedAttempts = s.attempts.filter((a) => a.code === 1110).length;
    expect(refusedAttempts).toBeGreaterThan(0);
    expect(s.cloud.limits.counts.command).toEqual({
      calls: 2 + refusedAttempts,
      refused: refusedAttempts,
      maxPerWindow: 2,
    });

    wallClock += 1_000;
    await command(s);
    expect(s.cloud.limits.counts.command.refused).toBe(refusedAttempts);
  });

  it('counts reads and commands apart; timers count as commands, token calls not at all', async () => {
    wallClock = 20_000;
    const s = await start();
    await Promise.all([1, 2, 3].map(() => s.provider.getStatuses(['plus555'])));
    await command(s);
    await s.provider.deleteTimers('plus555');
    expect(await rejection(s.provider.getTimers('plus555'))).toMatchObject({ code: 1110 });
    expect(await rejection(command(s))).toMatchObject({ code: 1110 });
    expect(s.cloud.limits.counts.read.maxPerWindow).toBe(3);
    expect(s.cloud.limits.counts.command.maxPerWindow).toBe(2);
    expect(s.cloud.tokens.logins).toBe(1);
  });

  it('refuses nothing without limits', async () => {
    wallClock = 30_000;
    // The window follows the hand-moved clock: on a loaded machine 30 calls can span two real seconds.
    stack = await startTuyaStack({ cloud: { limits: { now: () => wallClock } } });
    const s = stack;
    await Promise.all(Array.from({ length: 30 }, () => command(s)));
    expect(s.cloud.limits.counts.command).toEqual({ calls: 30, refused: 0, maxPerWindow: 30 });
  });
});
