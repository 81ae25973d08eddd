import type { AlertEngine, EvaluationResult, PushWatch } from './alert-engine';

/** How often the sweep runs: alarms open and clear at most this late after their time. */
export const ALERT_SWEEP_EVERY_MS = 60_000;

/**
 * The sweep (docs/decisions/040), a recurring job: advances the states whose time has come
 * (re-reading their devices at `now`), and evaluates the time-based kinds (filter forecasts, push
 * silence) that no stored status triggers.
 */
export class AlertSweep {
  private readonly watchingSince: number;

  constructor(
    private readonly engine: AlertEngine,
    private readonly pushEnabled: boolean,
    private readonly now: () => number = Date.now,
  ) {
    this.watchingSince = now();
  }

  run(at: number = this.now()): Promise<EvaluationResult> {
    const push: PushWatch = { enabled: this.pushEnabled, watchingSince: this.watchingSince };
    return this.engine.sweep(at, push);
  }
}
