import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/client';
import type { JobEngine } from '../../jobs/job-engine';
import type { ModuleContext } from '../module-context';
import type { AlarmEventBus } from './alarm-event-bus';
import { alarmRoutes } from './alarms/alarm.routes';
import { AlarmRepository } from './alarms/alarm.repository';
import { AlarmService } from './alarms/alarm.service';
import { AlertEngine } from './engine/alert-engine';
import { AlertEvaluator } from './engine/alert-evaluator';
import { ALERT_SWEEP_EVERY_MS, AlertSweep } from './engine/alert-sweep';
import { alertRuleRoutes } from './rules/alert-rule.routes';
import { AlertRuleRepository } from './rules/alert-rule.repository';
import { AlertRuleService } from './rules/alert-rule.service';
import { registerSiteSettings } from './thresholds/register';

export { AlarmEventBus } from './alarm-event-bus';
export { AlertEvaluator } from './engine/alert-evaluator';
export { AlertEngine, type EvaluationResult, type PushWatch } from './engine/alert-engine';
export { AlertSweep } from './engine/alert-sweep';
export { AlarmAudienceRepository } from './alarms/alarm-audience.repository';
export { AlarmAccess } from './alarms/alarm-access.repository';
export { SiteSettingsRepository, type DeviceSite } from './site-settings.repository';

/**
 * Alerts (docs/decisions/040): thresholds and opening hours, alert rules, their evaluation at
 * ingest and by the sweep, alarms and their lifecycle. The notification centre and the webhooks
 * are modules of their own that read the alarm events through the bus.
 */
export async function alertsModule(app: FastifyInstance, context: ModuleContext) {
  // Thresholds and opening hours (their own folder and registration).
  await registerSiteSettings(app, context);
  const db = context.database.db;
  const engine = new AlertEngine(db, context.jobs, context.alarmEvents);
  await app.register(alertRuleRoutes, {
    rules: new AlertRuleService(
      new AlertRuleRepository(db),
      context.platform.audit,
      context.jobs,
      context.alarmEvents,
      // The rule is written whatever happens here: a failed look again waits for the next status.
      (keys) =>
        engine.reevaluateKeys(keys, Date.now()).catch((error: unknown) => {
          app.log.warn({ err: error }, 'alert rules not evaluated again after a rule change');
        }),
    ),
  });
  const alarms = new AlarmService(db, new AlarmRepository(db), context.jobs, context.alarmEvents);
  await app.register(alarmRoutes, { alarms });
  context.exportReaders.register('alarms', {
    service: 'DEVICE_MANAGEMENT',
    read: (caller) => alarms.table(caller),
  });
  const sweep = new AlertSweep(engine, context.live.pushEnabled);
  context.jobs.recurring({ id: 'alert-sweep', everyMs: ALERT_SWEEP_EVERY_MS, run: () => sweep.run() });
}

/** The evaluation that follows the ingest (app.ts makes one and hands it to the modules). */
export function createAlertEvaluator(
  db: AppDatabase,
  log: FastifyBaseLogger,
  jobs: JobEngine,
  events: AlarmEventBus,
): AlertEvaluator {
  return new AlertEvaluator(new AlertEngine(db, jobs, events), log);
}
