import type { AppConfig } from '../config/config';
import type { DatabaseHandle } from '../db/client';
import type { Mailer } from '../adapters/mail/mailer';
import type { Services } from '../services';
import type { IotProvider } from '../adapters/iot';
import type { Scheduler } from '../jobs/scheduler';

/** What every feature module receives when app.ts registers it. */
export interface ModuleContext {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  services: Services;
  iot: IotProvider;
  scheduler: Scheduler;
}
