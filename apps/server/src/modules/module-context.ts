import type { AppConfig } from '../config/config';
import type { DatabaseHandle } from '../db/client';
import type { Mailer } from '../adapters/mail/mailer';
import type { Services } from '../services';
import type { IotProvider } from '../adapters/iot';
import type { Scheduler } from '../jobs/scheduler';
import type { Limit } from './auth/auth-services';
import type { LiveStatus } from './live-status/live-status';

/** What every feature module receives when app.ts registers it. */
export interface ModuleContext {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  services: Services;
  iot: IotProvider;
  scheduler: Scheduler;
  /** The live status feed and the pushed events' consumer state (issue 17). */
  live: LiveStatus;
  /** Consumer registration limits (default CONSUMER_REGISTER_LIMITS); tests lower them. */
  consumerRegisterLimits?: Partial<Record<'perEmail' | 'perIp', Limit>>;
}
