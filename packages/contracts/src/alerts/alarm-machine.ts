/**
 * One rule on one subject (a device, a site, an account, the system), as a state machine
 * (docs/decisions/040). The ingest feeds it observations as statuses arrive; the alert sweep
 * advances the states whose `dueAt` has passed. Nothing reads the history.
 *
 * idle ──breached──▶ pending ──held forMs──▶ active (the alarm opens)
 *   ▲                  │ not breached                │ rearmed
 *   └──────────────────┘                             ▼
 *   └────────────held clearMs (the alarm clears)── clearing ──not rearmed──▶ active (same alarm: a flap)
 */

export type AlarmPhase = 'idle' | 'pending' | 'active' | 'clearing';

export interface RuleState {
  phase: AlarmPhase;
  /** pending: since when the condition holds; clearing: since when it is rearmed; active: opened. */
  since: number | null;
}

export interface Observation {
  at: number;
  /** The condition holds (in the band, offline ...), opening hours applied. */
  breached: boolean;
  /** Back past the re-arm margin (never true while breached). */
  rearmed: boolean;
}

export interface RuleTiming {
  forMs: number;
  clearMs: number;
}

export interface Step {
  state: RuleState;
  /** When the sweep must look again (pending or clearing), else null. */
  dueAt: number | null;
  /** The alarm opens now (at `state.since`). */
  open: boolean;
  /** The alarm clears now. */
  clear: boolean;
  /** The condition came back while the alarm was clearing: the same alarm stays (one more flap). */
  flap: boolean;
}

export const IDLE: RuleState = { phase: 'idle', since: null };

function settle(state: RuleState, timing: RuleTiming, now: number, flap: boolean): Step {
  if (state.phase === 'pending' && now - state.since! >= timing.forMs)
    return {
      state: { phase: 'active', since: Math.min(now, state.since! + timing.forMs) },
      dueAt: null,
      open: true,
      clear: false,
      flap,
    };
  if (state.phase === 'clearing' && now - state.since! >= timing.clearMs)
    return { state: IDLE, dueAt: null, open: false, clear: true, flap };
  const dueAt =
    state.phase === 'pending'
      ? state.since! + timing.forMs
      : state.phase === 'clearing'
        ? state.since! + timing.clearMs
        : null;
  return { state, dueAt, open: false, clear: false, flap };
}

/**
 * The next state after an observation (or, with `observation` null, after time alone: the sweep),
 * at `now` (≥ the observation's time). An observation older than the state's own time is ignored.
 */
export function advance(
  state: RuleState,
  observation: Observation | null,
  timing: RuleTiming,
  now: number,
): Step {
  let next = state;
  let flap = false;
  if (observation && !(state.since !== null && observation.at < state.since)) {
    const { at, breached, rearmed } = observation;
    switch (state.phase) {
      case 'idle':
        if (breached) next = { phase: 'pending', since: at };
        break;
      case 'pending':
        if (!breached) next = IDLE;
        break;
      case 'active':
        if (rearmed) next = { phase: 'clearing', since: at };
        break;
      case 'clearing':
        if (!rearmed) {
          next = { phase: 'active', since: at };
          flap = breached;
        }
        break;
    }
  }
  return settle(next, timing, now, flap);
}
