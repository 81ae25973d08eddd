import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { JobEngine } from '../../jobs/job-engine';
import type { ModuleContext } from '../module-context';
import { AlarmEventBus } from './alarm-event-bus';
import { AlertEvaluator } from './engine/alert-evaluator';
import { registerSiteSettings } from './thresholds/register';

export { AlarmEventBus } from './alarm-event-bus';
export { AlertEvaluator } from './engine/alert-evaluator';
export { SiteSettingsRepository, type DeviceSite } from './site-settings.repository';

/**
 * Alerts (docs/decisions/040): thresholds and opening hours, alert rules, their evaluation at
 * ingest and by the sweep, alarms and their lifecycle. The notification centre and the webhooks
 * are modules of their own that read the alarm events through the bus.
 */
export async function alertsModule(app: FastifyInstance, context: ModuleContext) {
  // Thresholds and opening hours (their own folder and registration).
  await registerSiteSettings(app, context);
}

/** The evaluation that follows the ingest (app.ts makes one and hands it to the modules). */
export function createAlertEvaluator(
  _db: AppDatabase,
  _log: FastifyBaseLogger,
  _jobs: JobEngine,
  _events: AlarmEventBus,
): AlertEvaluator {
  return new AlertEvaluator();
}
