import type { FaultOperation } from './fault-injector';

/** Which of the provider's budgets a call spends (mirrors `kindOf` in modules/iot/provider-pace.ts). */
export type LimitedKind = 'read' | 'command';

/**
 * Tuya counts reads (status, timers read) and commands (issue, timers added or removed) per
 * project; token and specification calls are not paced by us, so they are not counted here either.
 */
export const limitedKindOf = (operation: FaultOperation): LimitedKind | null => {
  if (operation === 'status' || operation === 'get_timers') return 'read';
  if (operation === 'command' || operation === 'add_timer' || operation === 'delete_timers') return 'command';
  return null;
};

export interface CallLimitOptions {
  /** Reads accepted per one-second window; 0 or unset = unlimited. */
  readsPerSecond?: number;
  /** Commands accepted per one-second window; 0 or unset = unlimited. */
  commandsPerSecond?: number;
  /** Milliseconds since the epoch; the wall clock by default (Tuya's windows are real seconds). */
  now?: () => number;
}

export interface KindCounts {
  /** Calls that arrived (accepted + refused). */
  calls: number;
  /** Calls refused with 1110. */
  refused: number;
  /** The most calls accepted in any one-second window. */
  maxPerWindow: number;
}

/**
 * The project's limits as the simulated cloud enforces them: fixed one-second windows per kind,
 * a call beyond the limit is refused (the caller answers 1110, as Tuya does). It also counts what
 * it saw, so tests and benches can check the pace from the cloud's side.
 */
export class CallLimits {
  private readonly now: () => number;
  private readonly windows: Record<LimitedKind, { second: number; accepted: number }> = {
    read: { second: -1, accepted: 0 },
    command: { second: -1, accepted: 0 },
  };
  readonly counts: Record<LimitedKind, KindCounts> = {
    read: { calls: 0, refused: 0, maxPerWindow: 0 },
    command: { calls: 0, refused: 0, maxPerWindow: 0 },
  };

  constructor(private readonly options: CallLimitOptions = {}) {
    this.now = options.now ?? Date.now;
  }

  /** Counts the call; false when it is over its kind's limit in the current window. */
  admit(operation: FaultOperation): boolean {
    const kind = limitedKindOf(operation);
    if (!kind) return true;
    const counts = this.counts[kind];
    counts.calls++;
    const window = this.windows[kind];
    const second = Math.floor(this.now() / 1000);
    if (window.second !== second) {
      window.second = second;
      window.accepted = 0;
    }
    const limit = (kind === 'read' ? this.options.readsPerSecond : this.options.commandsPerSecond) ?? 0;
    if (limit > 0 && window.accepted >= limit) {
      counts.refused++;
      return false;
    }
    window.accepted++;
    counts.maxPerWindow = Math.max(counts.maxPerWindow, window.accepted);
    return true;
  }

  /** Starts counting afresh (between the phases of a bench); the limits stay. */
  resetCounts(): void {
    // The current windows stay, so a reset never lets a burst over the limit through.
    for (const kind of ['read', 'command'] as const)
      this.counts[kind] = { calls: 0, refused: 0, maxPerWindow: 0 };
  }
}
