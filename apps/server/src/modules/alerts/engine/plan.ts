import {
  advance,
  IDLE,
  type AlarmSubject,
  type Observation,
  type RuleState,
  type RuleTiming,
} from '@app/contracts';
import type { AlarmChange, AlarmOpen, EngineRule, StateWrite, StoredState } from './alert-engine.repository';

/** One rule watching one subject in this evaluation, with what it sees now. */
export interface Watch {
  rule: EngineRule;
  subject: AlarmSubject;
  subjectKey: string;
  deviceId: number | null;
  addressId: number | null;
  accountId: number | null;
  parameter: string | null;
  observation: Observation | null;
  value: number | null;
  timing: RuleTiming;
}

/** What an evaluation writes: states, alarms to open, changes to active alarms. */
export interface Plan {
  states: StateWrite[];
  opens: AlarmOpen[];
  changes: AlarmChange[];
  /** How many alarm events the plan writes (the readers are woken when > 0). */
  events: number;
}

export const stateKey = (ruleId: number, subjectKey: string) => `${ruleId}|${subjectKey}`;

/**
 * Advances each watch's stored state (alarm-machine.ts) and says what to write. `retired` are
 * stored states no rule in force watches any more (the rule was deleted, switched off, or
 * overridden, the device moved): they go, and their alarm clears.
 */
export function plan(
  watches: readonly Watch[],
  stored: ReadonlyMap<string, StoredState>,
  retired: readonly StoredState[],
  now: number,
): Plan {
  const result: Plan = { states: [], opens: [], changes: [], events: 0 };
  for (const w of watches) {
    const before = stored.get(stateKey(w.rule.id, w.subjectKey));
    const state: RuleState = before ? { phase: before.phase, since: before.since } : IDLE;
    const at = Math.max(now, w.observation?.at ?? now);
    const step = advance(state, w.observation, w.timing, at);
    const alarmId = before?.alarmId ?? null;
    const value = w.value ?? before?.value ?? null;
    if (step.open) {
      result.opens.push({
        rule: w.rule,
        subject: w.subject,
        subjectKey: w.subjectKey,
        parameter: w.parameter,
        deviceId: w.deviceId,
        addressId: w.addressId,
        accountId: w.accountId,
        value,
        at: step.state.since!,
      });
      result.events++;
    } else if (
      alarmId !== null &&
      (step.clear || step.flap || (w.value !== null && w.value !== before?.value))
    ) {
      // A clearing is dated when it completed: the clearing's start plus clearMs, or the observation.
      const clearedAt =
        state.phase === 'clearing'
          ? Math.min(at, state.since! + w.timing.clearMs)
          : (w.observation?.at ?? at);
      result.changes.push({
        alarmId,
        flap: step.flap,
        clear: step.clear,
        // The alarm keeps the last value seen while it was active.
        value: step.clear ? null : w.value,
        at: step.clear ? clearedAt : (w.observation?.at ?? at),
      });
      if (step.flap) result.events++;
      if (step.clear) result.events++;
    }
    const unchanged =
      before !== undefined &&
      before.phase === step.state.phase &&
      before.since === step.state.since &&
      before.dueAt === step.dueAt &&
      before.value === value;
    if (unchanged || (!before && step.state.phase === 'idle')) continue;
    result.states.push({
      ruleId: w.rule.id,
      subjectKey: w.subjectKey,
      deviceId: w.deviceId,
      phase: step.state.phase,
      since: step.state.since,
      dueAt: step.dueAt,
      value,
      // An alarm that opens now gets its id when it is written (apply).
      alarmId: step.state.phase === 'idle' ? null : alarmId,
    });
  }
  for (const gone of retired) {
    result.states.push({ ...gone, phase: 'idle', since: null, dueAt: null, alarmId: null });
    if (gone.alarmId !== null && (gone.phase === 'active' || gone.phase === 'clearing')) {
      result.changes.push({ alarmId: gone.alarmId, flap: false, clear: true, value: null, at: now });
      result.events++;
    }
  }
  return result;
}
