/** How much a login's failures (from any address) slow down its next sign-ins. */
export interface LoginSlowdown {
  /** Failures of the login in the window before sign-ins of it start to wait. */
  afterFailures: number;
  /** Extra wait per failure beyond `afterFailures`. */
  stepMs: number;
  /** The wait never grows past this, so the owner signing in from elsewhere gets in within seconds. */
  maxMs: number;
}

/**
 * The wait before checking a password for a login that already failed `failures` times in the
 * window: none up to the threshold, then one step more per failure, capped. A login under attack
 * is never locked (that would lock its owner out too, docs/decisions/002); it only answers slower.
 */
export function loginDelayMs(failures: number, slowdown: LoginSlowdown): number {
  const beyond = failures - slowdown.afterFailures + 1;
  if (beyond <= 0) return 0;
  return Math.min(slowdown.maxMs, beyond * slowdown.stepMs);
}
