import { describe, expect, it } from 'vitest';
import { advance, IDLE, type Observation, type RuleState, type RuleTiming } from './alarm-machine';

const MIN = 60_000;
const timing: RuleTiming = { forMs: 10 * MIN, clearMs: 5 * MIN };
const breached = (at: number): Observation => ({ at, breached: true, rearmed: false });
const rearmed = (at: number): Observation => ({ at, breached: false, rearmed: true });
/** Between the bound and the re-arm margin: no longer breached, not yet rearmed. */
const margin = (at: number): Observation => ({ at, breached: false, rearmed: false });

/** Feeds observations in order (each at its own time), answering the last step and every open/clear/flap. */
function run(observations: Observation[], from: RuleState = IDLE) {
  let state = from;
  const log: string[] = [];
  let last = advance(state, null, timing, 0);
  for (const o of observations) {
    last = advance(state, o, timing, o.at);
    if (last.open) log.push(`open@${last.state.since! / MIN}`);
    if (last.flap) log.push(`flap@${o.at / MIN}`);
    if (last.clear) log.push(`clear@${o.at / MIN}`);
    state = last.state;
  }
  return { state, last, log };
}

describe('advance (the alarm state machine)', () => {
  it('stays pending before forMs and opens once forMs has passed', () => {
    const early = run([breached(0), breached(9 * MIN)]);
    expect(early.state).toEqual({ phase: 'pending', since: 0 });
    expect(early.last.dueAt).toBe(10 * MIN);
    expect(early.log).toEqual([]);
    const held = run([breached(0), breached(10 * MIN)]);
    expect(held.state).toEqual({ phase: 'active', since: 10 * MIN });
    expect(held.log).toEqual(['open@10']);
    expect(held.last.dueAt).toBeNull();
  });

  it('goes back to idle when the condition ends before forMs', () => {
    const { state, log } = run([breached(0), rearmed(5 * MIN), breached(6 * MIN), breached(15 * MIN)]);
    expect(log).toEqual([]);
    expect(state).toEqual({ phase: 'pending', since: 6 * MIN });
  });

  it('opens at once with forMs 0', () => {
    const step = advance(IDLE, breached(MIN), { forMs: 0, clearMs: 0 }, MIN);
    expect(step.open).toBe(true);
    expect(step.state).toEqual({ phase: 'active', since: MIN });
  });

  it('clears only after clearMs back past the re-arm margin', () => {
    const active: RuleState = { phase: 'active', since: 0 };
    const early = run([rearmed(MIN), rearmed(5 * MIN)], active);
    expect(early.state).toEqual({ phase: 'clearing', since: MIN });
    expect(early.last.dueAt).toBe(6 * MIN);
    expect(early.log).toEqual([]);
    const done = run([rearmed(MIN), rearmed(6 * MIN)], active);
    expect(done.state).toEqual(IDLE);
    expect(done.log).toEqual(['clear@6']);
  });

  it('does not start clearing inside the re-arm margin', () => {
    const { state, log } = run([margin(MIN), margin(60 * MIN)], { phase: 'active', since: 0 });
    expect(state.phase).toBe('active');
    expect(log).toEqual([]);
  });

  it('keeps one alarm when the value flaps within the clear window', () => {
    const { state, log } = run([
      breached(0),
      breached(10 * MIN),
      rearmed(11 * MIN),
      breached(12 * MIN),
      rearmed(13 * MIN),
      breached(14 * MIN),
      rearmed(15 * MIN),
      rearmed(21 * MIN),
    ]);
    expect(log).toEqual(['open@10', 'flap@12', 'flap@14', 'clear@21']);
    expect(state).toEqual(IDLE);
  });

  it('returns to active without a flap when the value stops inside the margin', () => {
    const step = advance({ phase: 'clearing', since: MIN }, margin(2 * MIN), timing, 2 * MIN);
    expect(step.state.phase).toBe('active');
    expect(step.flap).toBe(false);
  });

  it('ignores an observation older than the state', () => {
    const step = advance({ phase: 'pending', since: 5 * MIN }, rearmed(4 * MIN), timing, 6 * MIN);
    expect(step.state).toEqual({ phase: 'pending', since: 5 * MIN });
    expect(step.dueAt).toBe(15 * MIN);
  });

  it('the sweep (no observation) opens a pending state and clears a clearing one when due', () => {
    const before = advance({ phase: 'pending', since: 0 }, null, timing, 9 * MIN);
    expect(before.open).toBe(false);
    expect(before.dueAt).toBe(10 * MIN);
    const opened = advance({ phase: 'pending', since: 0 }, null, timing, 30 * MIN);
    expect(opened.open).toBe(true);
    // The alarm opened when forMs had passed, not when the sweep noticed.
    expect(opened.state).toEqual({ phase: 'active', since: 10 * MIN });
    const cleared = advance({ phase: 'clearing', since: 0 }, null, timing, 5 * MIN);
    expect(cleared.clear).toBe(true);
    expect(advance(IDLE, null, timing, 99 * MIN)).toMatchObject({ state: IDLE, dueAt: null, open: false });
  });
});
